#!/bin/sh
# inkcov.sh PDF...: the mean total ink coverage per page of the PDFs'
# pages, as Ghostscript's inkcov device measures it at 300 dpi: per page
# the share of the page's pixels each of C, M, Y and K marks (how many
# pixels, not how much ink), summed over the four; then the mean over
# the pages. One number, 4 decimals. (The ink_cov device, which weighs
# each pixel by its ink, is the other view: inkcov.sh -a.)
dev=inkcov
if [ "$1" = -a ]; then
	dev=ink_cov
	shift
fi
for f; do
	gs -q -dSAFER -dBATCH -dNOPAUSE -r300 -sDEVICE=$dev -o - "$f" ||
	    exit 1
done | awk -v dev=$dev '
    NF >= 4 { s += $1 + $2 + $3 + $4; n++ }
    END { if (!n) exit 1;
	# ink_cov gives percents, inkcov fractions.
	printf "%.4f\n", s / n / (dev == "ink_cov" ? 100 : 1) }'
