//go:build !unix

package cputime

func seconds() float64 { return 0 }
