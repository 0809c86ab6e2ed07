package corpus

import (
	"runtime"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"
)

// A ring reads a batch of small files with io_uring: for each file an
// OPENAT into a direct descriptor (a slot of the ring's file table), a
// READ of the slot into the slot's buffer, and a CLOSE of the slot,
// linked, all submitted and waited for in one io_uring_enter. A system
// call costs about 1 µs of CPU on the VMs this runs on; the per-file
// open/read/close (readFast) cost about 9 µs a file, the batch about 3–5
// (#17dd). Only the standard library: the system call numbers and the
// kernel's structures are written out here.
//
// A ring is used by one goroutine at a time (ringPool). It never decides
// what a file holds when anything is unusual: a slot whose open or read
// failed, or whose read filled the buffer, has ok false and the caller
// reads that file by the present path, which gives the error or the bytes
// exactly as before.
type ring struct {
	fd                     int
	sqTail, sqMask         *uint32
	cqHead, cqTail, cqMask *uint32
	sqes                   []ringSQE
	cqes                   []ringCQE
	ringMem, sqeMem        []byte
	names                  []byte   // the batch's paths, NUL-terminated, back to back
	bufs                   [][]byte // one read buffer per slot
	res                    []int32  // the read's result per slot
	broken                 bool     // an unexpected error: the ring is not used again
	ts                     ringTimespec
	arg                    ringGeteventsArg
}

// ringWait bounds the wait for a batch (see read).
var ringWait = 2 * time.Second

// ringTimespec is struct __kernel_timespec.
type ringTimespec struct{ sec, nsec int64 }

// ringGeteventsArg is struct io_uring_getevents_arg.
type ringGeteventsArg struct {
	sigmask            uint64
	sigmaskSz, minWait uint32
	ts                 uint64
}

const (
	sysIOUringSetup    = 425
	sysIOUringEnter    = 426
	sysIOUringRegister = 427

	ioringOpOpenat      = 18
	ioringOpClose       = 19
	ioringOpRead        = 22
	ioringOpAsyncCancel = 14

	ioringAsyncCancelAll = 1 << 0
	ioringAsyncCancelAny = 1 << 2
	ioringEnterExtArg    = 1 << 3
	ioringFeatSingleMmap = 1 << 0
	ioringFeatExtArg     = 1 << 8

	iosqeFixedFile  = 1 << 0
	iosqeIOLink     = 1 << 2
	iosqeIOHardlink = 1 << 3

	ioringEnterGetevents = 1 << 0
	ioringSetupNoSQArray = 1 << 16 // Linux 6.6: no SQ index array
	ioringRegisterFiles  = 2

	ioringOffSQEs = 0x10000000

	atFDCWD = -100
)

// ringParams is struct io_uring_params: ten 32-bit fields, then
// io_sqring_offsets and io_cqring_offsets (ten 32-bit words each).
type ringParams struct {
	sqEntries, cqEntries, flags, sqThreadCPU, sqThreadIdle, features, wqFd uint32
	resv                                                                   [3]uint32
	sqOff                                                                  [10]uint32 // head, tail, ring_mask, ring_entries, flags, dropped, array, resv1, user_addr (2)
	cqOff                                                                  [10]uint32 // head, tail, ring_mask, ring_entries, overflow, cqes, flags, resv1, user_addr (2)
}

// ringSQE is struct io_uring_sqe (64 bytes).
type ringSQE struct {
	opcode, flags uint8
	ioprio        uint16
	fd            int32
	off, addr     uint64
	len, opFlags  uint32
	userData      uint64
	bufIndex      uint16
	personality   uint16
	fileIndex     uint32
	addr3, pad    uint64
}

// ringCQE is struct io_uring_cqe (16 bytes).
type ringCQE struct {
	userData uint64
	res      int32
	flags    uint32
}

// newRing sets a ring up; any error (ENOSYS, EPERM under seccomp or
// io_uring_disabled, ENOMEM) means the present path. Tests replace it.
var newRing = setupRing

func setupRing() (*ring, error) {
	var p ringParams
	p.flags = ioringSetupNoSQArray
	fd, _, e := syscall.Syscall(sysIOUringSetup, 3*ringSlots, uintptr(unsafe.Pointer(&p)), 0)
	if e != 0 {
		return nil, e
	}
	r := &ring{fd: int(fd)}
	if p.sqEntries < 3*ringSlots || p.cqEntries < 3*ringSlots || p.features&(ioringFeatSingleMmap|ioringFeatExtArg) != ioringFeatSingleMmap|ioringFeatExtArg {
		r.close()
		return nil, syscall.ENOSYS
	}
	size := max(p.sqOff[6]+p.sqEntries*4, p.cqOff[5]+p.cqEntries*uint32(unsafe.Sizeof(ringCQE{})))
	var err error
	if r.ringMem, err = syscall.Mmap(r.fd, 0, int(size), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED|syscall.MAP_POPULATE); err != nil {
		r.close()
		return nil, err
	}
	if r.sqeMem, err = syscall.Mmap(r.fd, ioringOffSQEs, int(p.sqEntries)*int(unsafe.Sizeof(ringSQE{})), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED|syscall.MAP_POPULATE); err != nil {
		r.close()
		return nil, err
	}
	u32 := func(off uint32) *uint32 { return (*uint32)(unsafe.Pointer(&r.ringMem[off])) }
	r.sqTail, r.sqMask = u32(p.sqOff[1]), u32(p.sqOff[2])
	r.cqHead, r.cqTail, r.cqMask = u32(p.cqOff[0]), u32(p.cqOff[1]), u32(p.cqOff[2])
	r.sqes = unsafe.Slice((*ringSQE)(unsafe.Pointer(&r.sqeMem[0])), p.sqEntries)
	r.cqes = unsafe.Slice((*ringCQE)(unsafe.Pointer(&r.ringMem[p.cqOff[5]])), p.cqEntries)
	files := make([]int32, ringSlots)
	for i := range files {
		files[i] = -1 // sparse: the slots are filled by the opens
	}
	if _, _, e := syscall.Syscall6(sysIOUringRegister, fd, ioringRegisterFiles, uintptr(unsafe.Pointer(&files[0])), ringSlots, 0, 0); e != 0 {
		r.close()
		return nil, e
	}
	r.bufs = make([][]byte, ringSlots)
	for i := range r.bufs {
		r.bufs[i] = make([]byte, ringBufSize)
	}
	r.res = make([]int32, ringSlots)
	return r, nil
}

func (r *ring) close() {
	if r.ringMem != nil {
		syscall.Munmap(r.ringMem)
	}
	if r.sqeMem != nil {
		syscall.Munmap(r.sqeMem)
	}
	syscall.Close(r.fd)
	r.ringMem, r.sqeMem, r.sqes, r.cqes = nil, nil, nil, nil
}

// abandoned keeps the memory of rings given up with requests perhaps
// still in the kernel's hands (never in practice: see read) reachable,
// so that no late write lands in memory the program has reused.
var abandoned []*ring

// read reads the files names[idx[i]] of directory dir (at most ringSlots)
// in one batch. After it, r.res[i] is the byte count of file i's single
// read from offset 0, or negative when its open or read failed or the
// batch was cancelled. It returns false when the ring failed as a whole
// (then r.broken is set and nothing is known).
func (r *ring) read(dir string, names []string, idx []int) bool {
	r.names = r.names[:0]
	var starts [ringSlots]int
	for i, k := range idx {
		starts[i] = len(r.names)
		r.names = appendJoined(r.names, dir, names[k])
		r.names = append(r.names, 0)
	}
	tail := *r.sqTail
	put := func(s ringSQE) {
		r.sqes[tail&*r.sqMask] = s
		tail++
	}
	for i := range idx {
		slot := uint32(i)
		r.res[i] = -int32(syscall.ECANCELED)
		put(ringSQE{opcode: ioringOpOpenat, flags: iosqeIOLink, fd: atFDCWD,
			addr:    uint64(uintptr(unsafe.Pointer(&r.names[starts[i]]))),
			opFlags: syscall.O_RDONLY | syscall.O_NONBLOCK, fileIndex: slot + 1, userData: uint64(slot)<<2 | 0})
		// Hard link: the close runs whatever the read gave (a short read
		// breaks a plain link).
		put(ringSQE{opcode: ioringOpRead, flags: iosqeFixedFile | iosqeIOHardlink, fd: int32(slot),
			addr: uint64(uintptr(unsafe.Pointer(&r.bufs[i][0]))), len: ringBufSize, userData: uint64(slot)<<2 | 1})
		put(ringSQE{opcode: ioringOpClose, fileIndex: slot + 1, userData: uint64(slot)<<2 | 2})
	}
	atomic.StoreUint32(r.sqTail, tail)
	n := 3 * len(idx)
	// The wait is bounded: a named pipe put in a listed file's place, with
	// a writer, would make the read wait for data (io_uring polls such a
	// file even when opened O_NONBLOCK). Past ringWait the batch's
	// requests are cancelled and all its files go to the present path.
	deadline := time.Now().Add(ringWait)
	cancelled := false
	submitted, done, idle := 0, 0, 0
	for done < n {
		if idle > 1000 { // no progress, over and over: given up
			r.abandon()
			return false
		}
		flags, argp, argsz := uintptr(ioringEnterGetevents), uintptr(0), uintptr(0)
		if !cancelled {
			left := max(time.Until(deadline), 0)
			r.ts = ringTimespec{sec: int64(left / time.Second), nsec: int64(left % time.Second)}
			r.arg = ringGeteventsArg{ts: uint64(uintptr(unsafe.Pointer(&r.ts)))}
			flags |= ioringEnterExtArg
			argp, argsz = uintptr(unsafe.Pointer(&r.arg)), unsafe.Sizeof(r.arg)
		}
		got, _, e := syscall.Syscall6(sysIOUringEnter, uintptr(r.fd), uintptr(n-submitted), uintptr(n-done), flags, argp, argsz)
		switch {
		case e == syscall.ETIME && !cancelled:
			put(ringSQE{opcode: ioringOpAsyncCancel, opFlags: ioringAsyncCancelAll | ioringAsyncCancelAny, userData: 3})
			atomic.StoreUint32(r.sqTail, tail)
			n++
			cancelled = true
		case e == syscall.EINTR || e == syscall.EAGAIN || e == syscall.EBUSY || e == syscall.ETIME:
		case e != 0:
			if submitted == 0 && done == 0 {
				// Nothing taken by the kernel: the ring is only closed.
				r.broken = true
				return false
			}
			r.abandon()
			return false
		default:
			submitted += int(got)
		}
		m := r.reap()
		done += m
		if m == 0 {
			idle++
		} else {
			idle = 0
		}
	}
	if cancelled {
		for i := range idx {
			r.res[i] = -int32(syscall.ECANCELED)
		}
	}
	runtime.KeepAlive(r)
	return true
}

// abandon gives the ring up with requests perhaps still in the kernel's
// hands: its memory stays reachable (abandoned), its descriptor open.
func (r *ring) abandon() {
	r.broken = true
	ringPool.Lock()
	abandoned = append(abandoned, r)
	ringPool.Unlock()
}

// reap takes the completions in the ring, noting each read's result.
func (r *ring) reap() int {
	head := atomic.LoadUint32(r.cqHead)
	tail := atomic.LoadUint32(r.cqTail)
	n := 0
	for ; head != tail; head++ {
		c := &r.cqes[head&*r.cqMask]
		if c.userData&3 == 1 {
			r.res[c.userData>>2] = c.res
		}
		n++
	}
	atomic.StoreUint32(r.cqHead, head)
	return n
}

// ringPool keeps one ring for the process: set up at the first walk of a
// directory, kept between walks (Inputs is called once a path).
var ringPool struct {
	sync.Mutex
	free   *ring
	failed bool // setup refused once: not asked again
}

// getRing returns a ring for one walk, or nil (the present path).
func getRing() *ring {
	ringPool.Lock()
	defer ringPool.Unlock()
	if r := ringPool.free; r != nil {
		ringPool.free = nil
		return r
	}
	if ringPool.failed {
		return nil
	}
	r, err := newRing()
	if err != nil {
		ringPool.failed = true
		return nil
	}
	return r
}

// putRing gives back a walk's ring.
func putRing(r *ring) {
	if r == nil {
		return
	}
	ringPool.Lock()
	defer ringPool.Unlock()
	if r.broken {
		if !inAbandoned(r) {
			r.close()
		}
		return
	}
	if ringPool.free == nil {
		ringPool.free = r
		return
	}
	r.close()
}

func inAbandoned(r *ring) bool {
	for _, a := range abandoned {
		if a == r {
			return true
		}
	}
	return false
}
