import CDBus
import Foundation

/// Opening a private libdbus connection, on the thread that will own it.
enum DBusConnectionThread {
    /// A private connection registered on the bus, or nil. Never exits the process on disconnect.
    static func open(address: String?) -> OpaquePointer? {
        dbus_threads_init_default()
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let connection: OpaquePointer?
        if let address {
            connection = dbus_connection_open_private(address, &error)
            if let connection, dbus_bus_register(connection, &error) == 0 {
                dbus_connection_close(connection)
                dbus_connection_unref(connection)
                return nil
            }
        } else {
            connection = dbus_bus_get_private(DBUS_BUS_SESSION, &error)
        }
        if let connection { dbus_connection_set_exit_on_disconnect(connection, 0) }
        return connection
    }

    /// Why `open` failed, for the error message (opens again to read libdbus's error; only on the failure path).
    static func lastOpenError(address: String?) -> String {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let connection = address.map { dbus_connection_open_private($0, &error) } ?? dbus_bus_get_private(DBUS_BUS_SESSION, &error)
        if let connection {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            return "registration on the bus failed"
        }
        return error.message.map { String(cString: $0) } ?? "unknown error"
    }

    static func addMatch(_ connection: OpaquePointer, _ rule: String) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        dbus_bus_add_match(connection, rule, &error)
        dbus_connection_flush(connection)
    }
}
