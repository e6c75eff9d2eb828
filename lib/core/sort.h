/*
 * core/sort.h: SORT_DEFINE(NAME, TYPE, LESS) defines
 *
 *	static void NAME(TYPE *a, size_t n);
 *
 * which sorts a in place by LESS(x, y) (x and y: const TYPE *; true when
 * *x goes before *y), with the comparison inline where qsort calls a
 * function for each (qsort's calls were 4 % of layout-pdf's time and 10 %
 * of validate's with --report). A quicksort, the pivot the median of the
 * first, middle and last, insertion sort below 16, the smaller side by
 * recursion (so at most log2 n deep). It is not stable: for orders in
 * which no two elements are equal, or in which the order of equal ones
 * does not matter.
 */
#ifndef BP_SORT_H
#define BP_SORT_H

#include <stddef.h>

#define SORT_DEFINE(NAME, TYPE, LESS)                                         \
	static void NAME(TYPE *m, size_t n)                                   \
	{                                                                     \
		TYPE t_, pv_;                                                 \
		size_t i_, j_, mid_;                                          \
                                                                              \
		while (n > 16) {                                              \
			mid_ = n / 2;                                         \
			if (LESS(&m[mid_], &m[0]))                            \
				t_ = m[mid_], m[mid_] = m[0], m[0] = t_;      \
			if (LESS(&m[n - 1], &m[0]))                           \
				t_ = m[n - 1], m[n - 1] = m[0], m[0] = t_;    \
			if (LESS(&m[n - 1], &m[mid_]))                        \
				t_ = m[n - 1], m[n - 1] = m[mid_],            \
				m[mid_] = t_;                                 \
			pv_ = m[mid_];                                        \
			i_ = 0;                                               \
			j_ = n - 1;                                           \
			for (;;) {                                            \
				while (LESS(&m[i_], &pv_))                    \
					i_++;                                 \
				while (LESS(&pv_, &m[j_]))                    \
					j_--;                                 \
				if (i_ >= j_)                                 \
					break;                                \
				t_ = m[i_], m[i_] = m[j_], m[j_] = t_;        \
				i_++;                                         \
				j_--;                                         \
			}                                                     \
			if (j_ + 1 < n - j_ - 1) {                            \
				NAME(m, j_ + 1);                              \
				m += j_ + 1;                                  \
				n -= j_ + 1;                                  \
			} else {                                              \
				NAME(m + j_ + 1, n - j_ - 1);                 \
				n = j_ + 1;                                   \
			}                                                     \
		}                                                             \
		for (i_ = 1; i_ < n; i_++) {                                  \
			t_ = m[i_];                                           \
			for (j_ = i_; j_ > 0 && LESS(&t_, &m[j_ - 1]); j_--)  \
				m[j_] = m[j_ - 1];                            \
			m[j_] = t_;                                           \
		}                                                             \
	}

#endif
