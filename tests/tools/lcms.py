# lcms.py: Little CMS (liblcms2) for the test tools, through ctypes, in
# doubles (PIL.ImageCms has 8-bit L*a*b* only): the functions they call,
# typed, and lcms2.h's formats and flags they use. Not boardpress's code.
import ctypes
import ctypes.util

lib = ctypes.CDLL(ctypes.util.find_library("lcms2") or "liblcms2.so.2")
_P, _S, _U, _D = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_uint32, \
    ctypes.c_double
for name, res, args in (
        ("cmsOpenProfileFromFile", _P, [_S, _S]),
        ("cmsOpenProfileFromMem", _P, [_S, _U]),
        ("cmsCreate_sRGBProfile", _P, []),
        ("cmsCreateLab4Profile", _P, [_P]),
        ("cmsCreateTransform", _P, [_P, _U, _P, _U, _U, _U]),
        ("cmsDoTransform", None, [_P, _P, _P, _U]),
        ("cmsCIE2000DeltaE", _D, [_P, _P, _D, _D, _D]),
        ("cmsGetColorSpace", _U, [_P]),
        ("cmsGetProfileInfoASCII", _U, [_P, ctypes.c_int, _S, _S, _S, _U])):
    f = getattr(lib, name)
    f.restype = res
    f.argtypes = args


def fmt(space, channels):
    """FLOAT_SH(1) | COLORSPACE_SH(space) | CHANNELS_SH(n) | BYTES_SH(0)."""
    return (1 << 22) | (space << 16) | (channels << 3)


RGB_DBL, CMYK_DBL, LAB_DBL = fmt(4, 3), fmt(6, 4), fmt(10, 3)
RELATIVE, BPC, NOOPT, NOCACHE = 1, 0x2000, 0x0100, 0x0040
SIG_CMYK = 0x434D594B
