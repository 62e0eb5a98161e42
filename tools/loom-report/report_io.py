"""loom-report's files: reading a report and writing a plot by Loom's
rules (loom/fileio/bounded_read.h and output_file.h), every error one line
'loom: error: ...' and exit status 1."""
import errno
import os
import stat
import sys


def fail(message):
    # One line, whatever the message holds.
    line = " ".join(str(message).split("\n")).replace("\r", " ").rstrip()
    print(f"loom: error: {line}", file=sys.stderr)
    sys.exit(1)


def read_text(path, limit=256 << 20):  # a device or pipe: 256 MiB at most
    with open(path, "rb") as f:
        regular = stat.S_ISREG(os.fstat(f.fileno()).st_mode)
        data = f.read() if regular else f.read(limit + 1)
    if not regular and len(data) > limit:
        fail(f"{path}: is not a regular file and goes on past 256 MiB; "
             "Loom reads at most that much from a device or pipe")
    return data.decode("utf-8")


def output_target(target):
    """Loom's output rule (loom/fileio/output_file.h), checked before the
    work: symlinks followed, the folder must exist, a folder at the path
    refused, a character device or FIFO written in place, anything else
    but a regular file refused. Returns (path, special)."""
    path = os.path.realpath(target)
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        fail(f"{target}: cannot write: the folder '{folder}' does not exist")
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return path, False
    except OSError as e:
        fail(f"{target}: cannot write: {e.strerror}")
    if stat.S_ISDIR(mode):
        fail(f"{target}: cannot write: it is a folder")
    if stat.S_ISCHR(mode) or stat.S_ISFIFO(mode):
        return path, True
    if not stat.S_ISREG(mode):
        fail(f"{target}: cannot write: not a regular file, character device "
             "or FIFO")
    return path, False


def write_all(fd, data):
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def write_output(target, data):
    """Writes data by the output rule: in place on a device or FIFO (a FIFO
    without a reader refused), else through a temporary in the target's
    folder renamed over it once whole; every error is one line."""
    path, special = output_target(target)
    if special:
        try:
            fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
        except OSError as e:
            fail(f"{target}: cannot write: " + ("no process reads the FIFO"
                 if e.errno == errno.ENXIO else e.strerror))
        try:
            os.set_blocking(fd, True)
            write_all(fd, data)
        except OSError as e:
            fail(f"{target}: cannot write: {e.strerror}")
        finally:
            os.close(fd)
        return
    folder, name = os.path.split(path)
    temp = os.path.join(folder, f".{name}.tmp.{os.getpid()}")
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, path)
    except OSError as e:
        try:
            os.unlink(temp)
        except OSError:
            pass
        fail(f"{target}: cannot write: {e.strerror}")
