# The shell tests' checks, sourced: check WHAT STATUS prints "ok: WHAT" where STATUS is 0,
# else "FAILED: WHAT" (each test's FAIL_REGULAR_EXPRESSION) and sets fail=1 for its exit.
fail=0
check() {
    if [ "$2" -eq 0 ]; then echo "ok: $1"; else echo "FAILED: $1"; fail=1; fi
}
