// Package corpus owns where games come from: files, directories (walked
// recursively for .sgf files, any case), archives (.zip, .tar, .tar.gz,
// .tgz, .tar.bz2, .tbz2, .tar.xz, .txz), standard input ("-") and the
// embedded default collection (the bestiary), together with the limits that
// keep hostile input harmless and the bounded worker pool that processes a
// corpus in parallel while yielding results in a deterministic order.
//
// A corpus is a stream (iter.Seq[Input]), never a slice: memory stays flat
// however many files there are. Order is the order the paths were given;
// directories, zip archives and the bestiary are walked in sorted name
// order; tar archives, being streams, in archive order. Nothing is dropped:
// a file that cannot be read, or that breaks a limit, is an Input with Err
// set, and the walk goes on. Anything that is not a regular file (a named
// pipe, a device, a socket, a link entry of an archive) is an Input with
// ErrNotRegular and the reason, never opened; a truncated or inconsistent
// archive ends with ErrBrokenArchive rather than a short listing.
//
// How a file is read never shows in an Input: on Linux a directory's
// regular .sgf files are read with bare system calls, in batches of 32
// through io_uring where the kernel allows it (walkbatch.go,
// read_uring_linux.go), and anything unusual (an error, a file larger
// than a batch's buffer, a read that may not be the whole file, a ring
// refused) is read again by the ordinary path, which gives the error or
// the bytes as it always did.
package corpus
