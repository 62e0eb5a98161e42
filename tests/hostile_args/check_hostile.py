#!/usr/bin/env python3
"""Runs one Loom program with hostile arguments and checks how it fails.

  check_hostile.py [--mesh NAME=PATH]... [--expect TEXT]... [--mode MODE]
                   [--env NAME=VALUE]... [--fsize-limit BYTES]
                   [--stdout NAME] -- PROGRAM ARG...

Placeholders in ARG and TEXT name files made for the run in a scratch folder
(removed afterwards, also on failure):
  @MISSING@.EXT   a file that does not exist
  @DIR@           a folder
  @EMPTY@.EXT     an empty file
  @JUNK@.EXT      256 bytes of binary junk (fixed, not random)
  @NOTDIR@        a path below a regular file: nothing can be written there
  @HUGE@.dat      an OP2 grid header announcing 2^31-1 nodes, nothing after
  @HUGE@.msh      a gmsh 2.2 file whose $Nodes announces 2^31-1 nodes
  @NEGATIVE@.dat  an OP2 grid header with a negative count
  @NANGRID@.dat   the grid of --mesh grid=PATH with its first x set to nan
  @BADCXX@.cpp    a C++ source with a syntax error on line 2
  @BADREPORT@.json  JSON that is not a Loom loop report
  @REPORT@.json   a small valid Loom loop report
  @PROGRAM@.cpp   a valid C++ program with no loops
  @PASTED@.cpp    an OP2 program whose dat is pasted together (##) in an
                  object-like macro
  @MESH:NAME@     the mesh given as --mesh NAME=PATH
  @GRID@.EXT      a copy of the grid of --mesh grid=PATH (it must be
                  unchanged afterwards: no output may replace an input)
  @FIFO@.EXT      a FIFO nobody reads (it must still be one afterwards)
  @ENDLESS@.EXT   a FIFO fed with zero bytes without end, as /dev/zero is
  @NODIR@         a path in a folder that does not exist (it must not be
                  created)
  @REPEATED@.dat  an OP2 grid whose cell 1 repeats a node
  @REPEATED@.msh  a gmsh 2.2 mesh whose second tetrahedron repeats a node
EXT is any extension (readers choose the format by it).

--env sets a variable for the program (placeholders replaced);
--fsize-limit runs it with RLIMIT_FSIZE at BYTES and SIGXFSZ ignored, so
that writing more fails with EFBIG as a full disk fails with ENOSPC.
--stdout sends the program's standard output to the file NAME in the
scratch folder (under that limit too), not to a pipe.
After the run no temporary (.NAME.tmp.PID) may be left in the scratch
folder.

The program must fail cleanly:
  - exit status 1 (not a signal, not another status);
  - MODE 'loom' (default): stderr is exactly one line, starting with
    'loom: error: ';
  - MODE 'source' (the translator on a C++ source with errors): Clang's
    diagnostics: every line that mentions an error is 'FILE:LINE:COL:
    error: ...' (or 'fatal error:'), Clang's 'N errors generated.' or its
    error-limit note; nothing else (no tool-level noise);
  - stderr contains every --expect TEXT (placeholders replaced).
Prints what it ran and what it saw; exit status 0 when all holds.
"""
import filecmp
import os
import re
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading

JUNK = bytes((i * 167 + 13) % 256 for i in range(256))


# An OP2 grid of 5 nodes, 2 cells (cell 1 repeats node 2), 1 edge and 1
# boundary edge.
REPEATED_GRID = (b"5 2 1 1\n0 0\n1 0\n1 1\n0 1\n2 0.5\n"
                 b"0 1 2 3\n1 4 2 2\n"
                 b"1 2 0 1\n"
                 b"0 1 0 1\n")
# A gmsh 2.2 mesh of 5 nodes and 2 tetrahedra; the second repeats node 5.
REPEATED_MSH = (b"$MeshFormat\n2.2 0 8\n$EndMeshFormat\n$Nodes\n5\n"
                b"1 0 0 0\n2 1 0 0\n3 0 1 0\n4 0 0 1\n5 1 1 1\n"
                b"$EndNodes\n$Elements\n2\n1 4 2 1 1 1 2 3 4\n"
                b"2 4 2 1 1 2 3 5 5\n$EndElements\n")


def feed_zeros(path):
    """Writes zeros into the FIFO at `path` until its reader stops."""
    try:
        fd = os.open(path, os.O_WRONLY)
        zeros = bytes(1 << 16)
        while True:
            os.write(fd, zeros)
    except OSError:
        pass


def make(scratch, token, meshes):
    """Creates the file a placeholder names and returns its path."""
    kind, _, ext = token.partition(".")
    path = os.path.join(scratch, kind.lower() + ("." + ext if ext else ""))
    if kind == "MISSING":
        return path
    if kind == "NODIR":
        return os.path.join(scratch, "no_such_folder",
                            "out" + ("." + ext if ext else ""))
    if kind in ("FIFO", "ENDLESS"):
        if not os.path.exists(path):
            os.mkfifo(path)
            if kind == "ENDLESS":
                threading.Thread(target=feed_zeros, args=(path,),
                                 daemon=True).start()
        return path
    if kind == "DIR":
        os.makedirs(path, exist_ok=True)
        return path
    if kind == "GRID":
        if not os.path.exists(path):
            shutil.copyfile(meshes["grid"], path)
        return path
    if kind == "NOTDIR":
        with open(os.path.join(scratch, "plain_file"), "w"):
            pass
        return os.path.join(scratch, "plain_file", "out")
    contents = {
        "EMPTY": b"",
        "JUNK": JUNK,
        "BADCXX": b"// a syntax error on line 2\nint main( {\n",
        "BADREPORT": b'{"loom_report": 1, "loops": {"res_calc": 5}}\n',
        "PROGRAM": b"int main() { return 0; }\n",
        # A dat pasted together inside an object-like macro: no source
        # text to read back.
        "PASTED": (b'#include "op_seq.h"\n'
                   b"static void k(double *a) { a[0] = 1; }\n"
                   b"#define ARGP op_arg_dat(p_ ## x, -1, OP_ID, 1, "
                   b'"double", OP_WRITE)\n'
                   b"int main(int argc, char **argv) {\n"
                   b"  op_init(argc, argv, 0);\n  double x[2];\n"
                   b'  op_set s = op_decl_set(2, "s");\n'
                   b'  op_dat p_x = op_decl_dat(s, 1, "double", x, "p_x");\n'
                   b'  op_par_loop(k, "k", s, ARGP);\n'
                   b"  op_exit();\n}\n"),
        "REPORT": (b'{"loom_report": 1, "loops": {"res_calc": {"strategies": '
                   b'{"block:256": {"calls": 3, "compared": {"count": 3, '
                   b'"median_ms": 1.0, "q1_ms": 1.0, "q3_ms": 1.0}}}}}}\n'),
    }
    if kind in contents:
        data = contents[kind]
    elif kind == "HUGE" and ext == "dat":
        data = b"2147483647 1 1 1\n"
    elif kind == "HUGE" and ext == "msh":
        data = (b"$MeshFormat\n2.2 0 8\n$EndMeshFormat\n$Nodes\n2147483647\n"
                b"1 0 0 0\n$EndNodes\n")
    elif kind == "REPEATED" and ext == "dat":
        data = REPEATED_GRID
    elif kind == "REPEATED" and ext == "msh":
        data = REPEATED_MSH
    elif kind == "NEGATIVE":
        data = b"4 -1 0 0\n0 0\n1 0\n1 1\n0 1\n"
    elif kind == "NANGRID":
        with open(meshes["grid"], "rb") as f:
            lines = f.read().split(b"\n")
        fields = lines[1].split()
        fields[0] = b"nan"
        lines[1] = b" ".join(fields)
        data = b"\n".join(lines)
    else:
        sys.exit(f"check_hostile.py: unknown placeholder @{token}@")
    with open(path, "wb") as f:
        f.write(data)
    return path


def expand(text, scratch, meshes):
    def one(match):
        kind, mesh, ext = match.groups()
        if kind == "MESH":
            return meshes[mesh]
        return make(scratch, kind + (ext or ""), meshes)
    return re.sub(r"@([A-Z]+)(?::([a-z_]+))?@(\.[a-z0-9]+)?", one, text)


def check(mode, status, stderr, expected):
    problems = []
    if status < 0:
        problems.append(f"killed by signal {signal.Signals(-status).name}")
    elif status != 1:
        problems.append(f"exit status {status}, expected 1")
    lines = stderr.rstrip("\n").split("\n") if stderr.strip() else []
    if mode == "loom":
        if len(lines) != 1:
            problems.append(f"{len(lines)} lines on stderr, expected one")
        if not lines or not lines[0].startswith("loom: error: "):
            problems.append("stderr does not start with 'loom: error: '")
    else:
        diagnostic = re.compile(r"^(\S.*):(\d+):(\d+): (fatal )?error: ")
        errors = [l for l in lines if re.search(r"error", l, re.I)
                  and not re.match(r"^\d+ errors? generated\.$", l)
                  and not l.startswith("fatal error: too many errors emitted")]
        if not errors:
            problems.append("no error on stderr")
        for line in errors:
            if not diagnostic.match(line):
                problems.append(f"error line is not FILE:LINE:COL: {line!r}")
    for text in expected:
        if text not in stderr:
            problems.append(f"stderr does not name {text!r}")
    return problems


def leftovers(scratch, meshes):
    """What the run must not leave in the scratch folder."""
    problems = []
    for name in os.listdir(scratch):
        if name.startswith("grid") and not filecmp.cmp(
                os.path.join(scratch, name), meshes["grid"], shallow=False):
            problems.append(f"the input {name} was changed")
    for root, dirs, files in os.walk(scratch):
        for name in files + dirs:
            if re.match(r"^\..*\.tmp\.\d+$", name):
                problems.append(f"temporary left behind: {name}")
    if os.path.exists(os.path.join(scratch, "no_such_folder")):
        problems.append("the missing output folder was created")
    for name in os.listdir(scratch):
        if name.startswith("fifo") and not stat.S_ISFIFO(
                os.lstat(os.path.join(scratch, name)).st_mode):
            problems.append(f"the FIFO {name} was replaced")
    return problems


def limited(fsize):
    """The child's set-up for --fsize-limit."""
    def setup():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
    return setup


def main(argv):
    meshes, expected, mode, env, fsize, stdout = {}, [], "loom", {}, None, None
    i = 1
    while i < len(argv) and argv[i] != "--":
        option, value = argv[i], argv[i + 1]
        if option == "--mesh":
            name, _, path = value.partition("=")
            meshes[name] = path
        elif option == "--expect":
            expected.append(value)
        elif option == "--mode" and value in ("loom", "source"):
            mode = value
        elif option == "--env":
            name, _, text = value.partition("=")
            env[name] = text
        elif option == "--fsize-limit":
            fsize = int(value)
        elif option == "--stdout":
            stdout = value
        else:
            sys.exit(f"check_hostile.py: bad option {option} {value}")
        i += 2
    command = argv[i + 1:]
    with tempfile.TemporaryDirectory(prefix="loom_hostile_") as scratch:
        command = [expand(a, scratch, meshes) for a in command]
        expected = [expand(t, scratch, meshes) for t in expected]
        environment = dict(os.environ)
        for name, text in env.items():
            environment[name] = expand(text, scratch, meshes)
            print(f"with {name}={environment[name]}")
        print("running:", " ".join(command), flush=True)
        out = (open(os.path.join(scratch, stdout), "wb") if stdout
               else subprocess.PIPE)
        try:
            run = subprocess.run(command, stdin=subprocess.DEVNULL,
                                 stdout=out, stderr=subprocess.PIPE,
                                 cwd=scratch, timeout=120, env=environment,
                                 preexec_fn=limited(fsize) if fsize else None)
        except subprocess.TimeoutExpired:
            print("FAILED: no answer within 120 s")
            return 1
        finally:
            if stdout:
                out.close()
        stderr = run.stderr.decode("utf-8", "replace")
        shown = stderr if len(stderr) < 4000 else stderr[:4000] + "...\n"
        print(f"exit status {run.returncode}; stderr:\n{shown}", end="")
        problems = check(mode, run.returncode, stderr, expected)
        problems += leftovers(scratch, meshes)
    for problem in problems:
        print("FAILED:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
