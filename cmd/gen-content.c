/* gen-content: add each board's content (types, dots, areas, items). */
#include "tool/stage.h"

int
main(int argc, char **argv)
{
	return stage_main(&stage_content, argc, argv);
}
