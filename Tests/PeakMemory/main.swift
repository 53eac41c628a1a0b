// peak-memory COMMAND [ARGUMENT …]: runs COMMAND with its output discarded and prints the peak
// resident memory of that command alone, in KiB, then its exit status (128 + the signal that
// ended it, as a shell says; 127 when it could not be run).
//
// A test cannot read this from the rusage of a child it spawns itself: the kernel starts a
// spawned child's peak at the resident memory of the process it is spawned from, and keeps that
// peak across exec, so a child of the (large) test runner counts the runner's memory. This small
// process forks the command instead: the command's count starts from this process's few pages.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let command = CommandLine.arguments.dropFirst().map { strdup($0) } + [nil]
guard let program = command.first ?? nil else {
    let usage = "usage: peak-memory COMMAND [ARGUMENT …]\n"
    _ = write(2, usage, usage.utf8.count)
    exit(2)
}
let child = fork()
if child == 0 {
    let discarded = open("/dev/null", O_WRONLY)
    dup2(discarded, 1)
    dup2(discarded, 2)
    execv(program, command)
    _exit(127)
}
guard child > 0 else {
    perror("peak-memory: fork")
    exit(2)
}
var status: Int32 = 0
var usage = rusage()
while wait4(child, &status, 0, &usage) < 0 {
    guard errno == EINTR else {
        perror("peak-memory: wait4")
        exit(2)
    }
}
let signal = status & 0x7f
print(usage.ru_maxrss, signal == 0 ? (status >> 8) & 0xff : 128 + signal)
