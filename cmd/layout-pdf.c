/* layout-pdf: print-ready PDF pages for the boards of a deck. */
#include "tool/stage.h"

int
main(int argc, char **argv)
{
	return stage_main(&stage_layout, argc, argv);
}
