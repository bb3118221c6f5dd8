#ifndef CLinuxInput_SHIM_H
#define CLinuxInput_SHIM_H
#include <linux/input.h>
#include <sys/ioctl.h>
#include <sys/inotify.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <stddef.h>
#include <sys/fsuid.h>

/* ioctl is variadic and EVIOCGBIT/EVIOCGNAME are function-like macros: Swift imports neither.
 * These wrappers give the evdev hotkey and the socket code plain functions. Prefix mynd_input_. */

/* Fills `bits` with the event-type bitmask of `type` (0 for the supported types, EV_KEY for keys). */
static inline int mynd_input_get_bits(int fd, int type, void *bits, int len) {
    return ioctl(fd, EVIOCGBIT(type, len), bits);
}
static inline int mynd_input_get_name(int fd, char *name, int len) {
    return ioctl(fd, EVIOCGNAME(len), name);
}
static inline int mynd_input_event_size(void) { return (int)sizeof(struct input_event); }

/* SOCK_CLOEXEC and accept4 are hidden from Swift's Glibc import; plain functions instead. */
extern int accept4(int fd, struct sockaddr *addr, socklen_t *len, int flags);
/* pipe2 (O_CLOEXEC/O_NONBLOCK set atomically) is hidden the same way. */
extern int pipe2(int *fds, int flags);
static inline int mynd_socket_unix(int datagram) {
    return socket(AF_UNIX, (datagram ? SOCK_DGRAM : SOCK_STREAM) | SOCK_CLOEXEC, 0);
}
static inline int mynd_accept(int fd) { return accept4(fd, NULL, NULL, SOCK_CLOEXEC); }

/* struct ucred needs _GNU_SOURCE in glibc's headers; this fetches the peer's uid of a unix socket. */
static inline int mynd_peer_uid(int fd, unsigned int *uid, int *pid) {
    struct { int pid; unsigned int uid; unsigned int gid; } cred;
    socklen_t len = sizeof(cred);
    int rc = getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len);
    if (rc == 0) { *uid = cred.uid; *pid = cred.pid; }
    return rc;
}
/* Per-thread file-system uid (tests use it to meet a real EACCES as root). */
static inline int mynd_setfsuid(unsigned int uid) { return setfsuid(uid); }
#endif
