# Sourced by the benchmark scripts. median: the median of the numbers on
# standard input, separated by spaces or newlines: the middle one of an odd
# count, the mean of the two middle ones of an even count (as Python's
# statistics.median, which the scripts' Python parts use); nothing for none.
median() {
  tr ' ' '\n' | sed '/^$/d' | sort -g |
    awk '{a[NR] = $1} END {if (NR) print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'
}
