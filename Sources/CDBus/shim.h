#ifndef CDBus_SHIM_H
#define CDBus_SHIM_H
#include <dbus/dbus.h>
#endif
