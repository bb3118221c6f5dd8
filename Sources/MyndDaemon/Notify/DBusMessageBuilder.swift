import CDBus

/// Builds and reads the few D-Bus message shapes notifications need, with libdbus's iterator API.
/// The only file besides `DBusConnectionThread` that touches libdbus.
enum DBusMessageBuilder {
    static let destination = "org.freedesktop.Notifications"
    static let objectPath = "/org/freedesktop/Notifications"
    static let interface = "org.freedesktop.Notifications"

    /// A hint value of the `a{sv}` dictionary.
    enum Hint {
        case string(String)
        case byte(UInt8)
        case bool(Bool)
    }

    /// `Notify(s app_name, u replaces_id, s app_icon, s summary, s body, as actions, a{sv} hints, i expire_timeout)`.
    static func notify(appName: String, summary: String, body: String, actions: [(key: String, label: String)],
                       hints: [(String, Hint)], expireTimeout: Int32) -> OpaquePointer? {
        guard let message = dbus_message_new_method_call(destination, objectPath, interface, "Notify") else { return nil }
        var args = DBusMessageIter()
        dbus_message_iter_init_append(message, &args)
        var ok = mynd_dbus_append_string(&args, appName) != 0
        ok = ok && mynd_dbus_append_uint32(&args, 0) != 0
        ok = ok && mynd_dbus_append_string(&args, "dialog-information") != 0
        ok = ok && mynd_dbus_append_string(&args, summary) != 0
        ok = ok && mynd_dbus_append_string(&args, body) != 0

        var array = DBusMessageIter()
        ok = ok && dbus_message_iter_open_container(&args, MYND_DBUS_TYPE_ARRAY, "s", &array) != 0
        for action in actions {
            ok = ok && mynd_dbus_append_string(&array, action.key) != 0
            ok = ok && mynd_dbus_append_string(&array, action.label) != 0
        }
        ok = ok && dbus_message_iter_close_container(&args, &array) != 0

        var dict = DBusMessageIter()
        ok = ok && dbus_message_iter_open_container(&args, MYND_DBUS_TYPE_ARRAY, "{sv}", &dict) != 0
        for (name, value) in hints {
            var entry = DBusMessageIter()
            var variant = DBusMessageIter()
            ok = ok && dbus_message_iter_open_container(&dict, MYND_DBUS_TYPE_DICT_ENTRY, nil, &entry) != 0
            ok = ok && mynd_dbus_append_string(&entry, name) != 0
            switch value {
            case .string(let s):
                ok = ok && dbus_message_iter_open_container(&entry, MYND_DBUS_TYPE_VARIANT, "s", &variant) != 0
                ok = ok && mynd_dbus_append_string(&variant, s) != 0
            case .byte(let b):
                ok = ok && dbus_message_iter_open_container(&entry, MYND_DBUS_TYPE_VARIANT, "y", &variant) != 0
                ok = ok && mynd_dbus_append_byte(&variant, b) != 0
            case .bool(let b):
                ok = ok && dbus_message_iter_open_container(&entry, MYND_DBUS_TYPE_VARIANT, "b", &variant) != 0
                ok = ok && mynd_dbus_append_bool(&variant, b ? 1 : 0) != 0
            }
            ok = ok && dbus_message_iter_close_container(&entry, &variant) != 0
            ok = ok && dbus_message_iter_close_container(&dict, &entry) != 0
        }
        ok = ok && dbus_message_iter_close_container(&args, &dict) != 0
        ok = ok && mynd_dbus_append_int32(&args, expireTimeout) != 0
        guard ok else {
            dbus_message_unref(message)
            return nil
        }
        return message
    }

    /// The leading basic arguments of a message, as strings and numbers (enough for our signals and replies).
    enum Argument: Equatable {
        case string(String)
        case uint32(UInt32)
    }

    static func arguments(of message: OpaquePointer) -> [Argument] {
        var iter = DBusMessageIter()
        guard dbus_message_iter_init(message, &iter) != 0 else { return [] }
        var result: [Argument] = []
        repeat {
            switch dbus_message_iter_get_arg_type(&iter) {
            case MYND_DBUS_TYPE_STRING:
                result.append(.string(mynd_dbus_get_string(&iter).map { String(cString: $0) } ?? ""))
            case MYND_DBUS_TYPE_UINT32:
                result.append(.uint32(mynd_dbus_get_uint32(&iter)))
            default:
                return result
            }
        } while dbus_message_iter_next(&iter) != 0
        return result
    }
}
