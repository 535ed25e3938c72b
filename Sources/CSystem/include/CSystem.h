/* The CSystem module: process-wide settings and the table of temporary files
 * an interrupted run removes. Listing the headers here (rather than relying on
 * the folder) makes a new header rebuild the module in incremental builds. */
#ifndef BARSKIN_CSYSTEM_H
#define BARSKIN_CSYSTEM_H

#include "bs_system.h"
#include "bs_pending.h"

#endif
