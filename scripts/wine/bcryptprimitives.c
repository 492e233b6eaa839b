/* ProcessPrng, the one function of bcryptprimitives.dll that Rust's standard
 * library calls on Windows (its random seeds, e.g. HashMap's). Windows 10 and
 * later have the DLL; Wine before 9.0 (Debian 12's 8.0) does not, so
 * scripts/test-windows.sh builds this stand-in into its Wine prefix's
 * system32: the bytes come from RtlGenRandom (advapi32's SystemFunction036),
 * which Wine has. Not shipped: the release holds gametable.exe alone. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, n))
            return FALSE;
        data += n;
        length -= n;
    }
    return TRUE;
}
