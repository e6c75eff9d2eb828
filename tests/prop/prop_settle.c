/* prop_settle.c: placeholder */
#include "settle_diff.h"
int main(void) { return 0; }
