/* validate: check every board, make failing ones again, pass good ones on. */
#include "tool/stage.h"

int
main(int argc, char **argv)
{
	return stage_main(&stage_validate, argc, argv);
}
