#ifndef CDBus_SHIM_H
#define CDBus_SHIM_H
#include <dbus/dbus.h>
#include <stdint.h>

/* libdbus's type codes are cast macros Swift cannot import, and dbus_message_iter_append_basic /
 * get_basic take a pointer to the value (a char** for strings): these wrappers give Swift plain
 * functions over plain values. Every symbol is prefixed mynd_dbus_. */

static const int MYND_DBUS_TYPE_INVALID = DBUS_TYPE_INVALID;
static const int MYND_DBUS_TYPE_STRING = DBUS_TYPE_STRING;
static const int MYND_DBUS_TYPE_UINT32 = DBUS_TYPE_UINT32;
static const int MYND_DBUS_TYPE_INT32 = DBUS_TYPE_INT32;
static const int MYND_DBUS_TYPE_BOOLEAN = DBUS_TYPE_BOOLEAN;
static const int MYND_DBUS_TYPE_ARRAY = DBUS_TYPE_ARRAY;
static const int MYND_DBUS_TYPE_VARIANT = DBUS_TYPE_VARIANT;
static const int MYND_DBUS_TYPE_DICT_ENTRY = DBUS_TYPE_DICT_ENTRY;
static const int MYND_DBUS_TYPE_BYTE = DBUS_TYPE_BYTE;

static inline dbus_bool_t mynd_dbus_append_string(DBusMessageIter *it, const char *s) {
    return dbus_message_iter_append_basic(it, DBUS_TYPE_STRING, &s);
}
static inline dbus_bool_t mynd_dbus_append_uint32(DBusMessageIter *it, uint32_t v) {
    dbus_uint32_t x = v;
    return dbus_message_iter_append_basic(it, DBUS_TYPE_UINT32, &x);
}
static inline dbus_bool_t mynd_dbus_append_int32(DBusMessageIter *it, int32_t v) {
    dbus_int32_t x = v;
    return dbus_message_iter_append_basic(it, DBUS_TYPE_INT32, &x);
}
static inline dbus_bool_t mynd_dbus_append_bool(DBusMessageIter *it, int v) {
    dbus_bool_t x = v ? TRUE : FALSE;
    return dbus_message_iter_append_basic(it, DBUS_TYPE_BOOLEAN, &x);
}
static inline dbus_bool_t mynd_dbus_append_byte(DBusMessageIter *it, uint8_t v) {
    unsigned char x = v;
    return dbus_message_iter_append_basic(it, DBUS_TYPE_BYTE, &x);
}
/* The string stays owned by the message: copy it before the message is unreferenced. */
static inline const char *mynd_dbus_get_string(DBusMessageIter *it) {
    const char *s = NULL;
    dbus_message_iter_get_basic(it, &s);
    return s;
}
static inline uint32_t mynd_dbus_get_uint32(DBusMessageIter *it) {
    dbus_uint32_t v = 0;
    dbus_message_iter_get_basic(it, &v);
    return v;
}
#endif
