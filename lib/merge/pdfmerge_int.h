/*
 * pdfmerge_int.h: the merge's insides, shared by its files only:
 * pdfmerge.c (the driver and the output: numbering, copying objects, the
 * page tree's nodes, the table and trailer), pdfmerge_lex.c (PDF's tokens
 * and values), pdfmerge_xref.c (an input: its bytes, cross-reference
 * table, trailer and objects by number) and pdfmerge_pages.c (an input's
 * catalog and page tree, checked and walked). The interface is pdfmerge.h;
 * what these files share is named pdfm_*.
 */
#ifndef BP_PDFMERGE_INT_H
#define BP_PDFMERGE_INT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/sha256.h"

/*
 * The output's objects: 1 is the catalog, written with the first input,
 * and 2 the page tree's root, written last (their places in the table are
 * filled in at the end); every other object is numbered in the order it
 * is first met and written in that order, so the table of offsets can be
 * appended as it goes.
 */
enum { OBJ_CATALOG = 1, OBJ_PAGES = 2, OBJ_FIRST = 3 };

/* Inputs larger than this, or with more objects, are not ours. */
#define MAX_INPUT ((size_t)1 << 31)
#define MAX_DEPTH 64 /* nesting of the page tree and of values */
#define XREF_ENTRY 20 /* bytes of a cross-reference entry */
/* The last byte a classic cross-reference table can point to: its
 * offsets are ten digits (ISO 32000-1, 7.5.4). */
#define PDFM_MAX_OFFSET 9999999999ULL

/*
 * The page tree: no array may hold more than 8,191 elements (PDF 1.4
 * Annex C, which PDF/X readers follow). The root holds the first
 * TREE_DIRECT pages itself (the tree of every merge up to that size, as
 * it always was), then nodes of TREE_GROUP pages each: at most
 * TREE_DIRECT + (8191 - TREE_DIRECT) * TREE_GROUP pages in all.
 */
#define TREE_DIRECT 4096
#define TREE_GROUP 4096
#define MAX_PAGES (TREE_DIRECT + (8191L - TREE_DIRECT) * TREE_GROUP)

enum tok {
	T_END, T_ERR, T_INT, T_REAL, T_NAME, T_STR, T_DOPEN, T_DCLOSE,
	T_AOPEN, T_ACLOSE, T_KW
};

struct token {
	enum tok t;
	const unsigned char *s, *e; /* its bytes */
	uint64_t v;                 /* T_INT: its value (saturated) */
};

/* A PDF/VT record of an input (pdfmerge_vt.c): its first and last
 * page, their numbers in the output and from 1. */
struct pdfm_rec {
	uint32_t start, end;
	long first, last;
};

/* The leaves in each array of the root node's /DParts. */
#define VT_GROUP 1000L

/* A GTS_XID met (pdfmerge_xid.c): its digest, its stream's, and the
 * output's object that holds it (0: an empty slot). */
struct pdfm_xid {
	uint8_t key[SHA256_LEN], data[SHA256_LEN];
	uint32_t num;
};

/* The identifiers a merge keeps (68 bytes each, 17 MiB in all): past
 * them, new art is copied as it was before, never wrongly shared. */
#define PDFM_MAX_XIDS ((size_t)1 << 18)

/* An optional content group of the output (pdfmerge_oc.c): the digest
 * of its dictionary (shareable: one that refers to no other object), its
 * number, the input that brought it and the last that took it, whether
 * it is in /Order, and its state (the inputs' so far, the current's). */
struct pdfm_ocg {
	uint8_t key[SHA256_LEN];
	uint32_t num, from; /* from: its number in the current input */
	long input, claimed;
	int shareable, ordered, state, now;
};

/* The optional content groups of a merge: past them, refused. */
#define PDFM_MAX_OCGS 1024

/* One input, read whole. */
struct input {
	const char *name;
	unsigned char *b;
	size_t n;
	uint32_t size;  /* the trailer's /Size */
	uint64_t *off;  /* each object's offset; 0: free or absent */
	uint32_t *map;  /* its number in the output; 0: not met yet */
	uint32_t *parent; /* a page's parent in the output: 0 for the root */
	uint32_t *queue; /* objects met, in the order met */
	size_t qhead, qtail;
	struct pdfm_rec *rec; /* PDF/VT: by its leaf's number (else NULL) */
	uint32_t curleaf; /* the leaf of the page before, or 0 */
	int mapped; /* set before pdfm_read: b is the file mapped, read
		     * only (when it can be), not a copy */
};

/* The output: counted and hashed as it is written. */
struct merge {
	FILE *out, *xref, *kids;
	uint64_t off;
	uint64_t catoff; /* where the catalog (object 1) was written */
	struct sha256 h;
	int werr;
	int toobig; /* an object past PDFM_MAX_OFFSET (werr is EFBIG) */
	uint32_t next; /* the next object number to give: when every queue
			* is written, the table's size */
	uint32_t xnext;  /* the table's entry the file is at */
	uint32_t *groups; /* the page tree's inner nodes, in order */
	size_t ngroups, capgroups;
	char *err;
	size_t errlen;
	/* pdfmerge_deck: the first file's PDF/X level and output intent,
	 * which every other must have ("" before the first). */
	char level[96], intent[160];
	/* pdfmerge_deck: the page-number marks filled (merge/pagemark.h):
	 * the deck's pages, and those before the input being merged. */
	int fill;
	long total, page0;
	/* PDF/VT (pdfmerge_vt.c): the output's document part root and root
	 * node, and the leaves met (a line each in leaves). */
	int vt;
	uint32_t dproot, dnode;
	FILE *leaves;
	long nleaves;
	/* pdfmerge_xid.c: with share, one object per GTS_XID: the table of
	 * those met (open addressing, capxids a power of two), and the one
	 * probed last, kept (pending) once given its number. */
	int share, pending;
	struct pdfm_xid *xids, xpend;
	size_t nxids, capxids;
	/* pdfmerge_oc.c: with oc, the output's /OCProperties (object
	 * ocprops, written last), its groups met, those in /Order (indexes
	 * into ocgs), the configuration's name (a PDF string, "" before
	 * one), and the inputs with optional content so far. */
	int oc;
	uint32_t ocprops;
	struct pdfm_ocg *ocgs;
	uint32_t *order;
	size_t nocgs, capocgs, norder, caporder;
	char ocname[256];
	long ocinput;
};

/* pdfmerge.c: messages and the output. */

/*
 * pdfm_fail: the message for m's caller ("FILE: at byte N: what" when in
 * and at are given, "FILE: what" with in alone). Returns -1.
 */
int pdfm_fail(struct merge *m, const struct input *in,
    const unsigned char *at, const char *fmt, ...);
/*
 * pdfm_werr_text: what m's write error (m->werr, nonzero) was, in words:
 * strerror's, or the table's limit when the output passed it.
 */
const char *pdfm_werr_text(const struct merge *m);
/* pdfm_put, pdfm_putf: bytes to the output, counted and hashed. */
void pdfm_put(struct merge *m, const void *p, size_t n);
void pdfm_putf(struct merge *m, const char *fmt, ...);
/*
 * pdfm_give: the output's number for object num of in, met now (queued to
 * be written when it is new); 0 when in has no such object.
 */
uint32_t pdfm_give(struct merge *m, struct input *in, uint64_t num);
/*
 * pdfm_copy: the bytes [p, e) as they are, each reference renumbered; with
 * parent, a reference to the page tree's root is to parent instead.
 */
void pdfm_copy(struct merge *m, struct input *in, const unsigned char *p,
    const unsigned char *e, uint32_t parent);
/* pdfm_xref_entry: the table's entry for object num, written at off. */
void pdfm_xref_entry(struct merge *m, uint32_t num, uint64_t off);
/*
 * pdfm_write_object: object num of in (met before: in->map holds its
 * number), renumbered, with its stream. Returns 0, or -1 (pdfm_fail).
 */
int pdfm_write_object(struct merge *m, struct input *in, uint32_t num);
/* pdfm_input_free: in's bytes and arrays freed, in zeroed. */
void pdfm_input_free(struct input *in);
/* pdfm_dict_text: the literal string /key of object num's dictionary,
 * into buf ("" when none). */
void pdfm_dict_text(struct merge *m, struct input *in, uint64_t num,
    const char *key, char *buf, size_t n);
/*
 * pdfm_same_deck: input in (its trailer tp, catalog root) is layout-pdf's
 * own (Info's /Creator) with the first input's PDF/X level and output
 * intent (the first sets them in m). Returns 0, or -1 (pdfm_fail).
 */
int pdfm_same_deck(struct merge *m, struct input *in,
    const unsigned char *tp, uint32_t root);
/* pdfm_start: the header of version 1.v and the table's entries 0-2. */
void pdfm_start(struct merge *m, int v);
/* pdfm_page_tree: the root (object 2) of count pages listed in m->kids,
 * and its nodes (m->groups). */
void pdfm_page_tree(struct merge *m, long count);
/* pdfm_table_and_trailer: the table, then the trailer (/ID from the
 * bytes written, /Info info when not 0). */
void pdfm_table_and_trailer(struct merge *m, uint32_t info);

/* pdfmerge_lex.c: tokens and values (PDF 32000-1 7.2, 7.3). */

/* pdfm_skip_space: past white space and comments from p. */
const unsigned char *pdfm_skip_space(const unsigned char *p,
    const unsigned char *e);
/* pdfm_next: the token at p (after any space); t.e is where the next
 * starts. */
struct token pdfm_next(const unsigned char *p, const unsigned char *e);
/* pdfm_is_kw, pdfm_is_name: whether t is that keyword, that /name. */
int pdfm_is_kw(struct token t, const char *kw);
int pdfm_is_name(struct token t, const char *name);
/* pdfm_ref: whether the tokens from t are "NUM GEN R"; *after is past
 * the R. */
int pdfm_ref(struct token t, const unsigned char *e, uint64_t *num,
    const unsigned char **after);
/* pdfm_skip_value: past the value at p, or NULL when it is not one. */
const unsigned char *pdfm_skip_value(const unsigned char *p,
    const unsigned char *e);
/*
 * pdfm_dict_get: the value of /key in the dictionary at p (its start in
 * *v, its end returned), or NULL when the key is absent or p holds no
 * dictionary.
 */
const unsigned char *pdfm_dict_get(const unsigned char *p,
    const unsigned char *e, const char *key, const unsigned char **v);

/* pdfmerge_xref.c: an input's bytes, table, trailer and objects. */

/* pdfm_version: the header's minor version (%PDF-1.x), or -1. */
int pdfm_version(const unsigned char *b, size_t n);
/*
 * pdfm_read: input in->name read whole, with its cross-reference table
 * (in's arrays allocated for its objects); *trailer is set to the
 * trailer's dictionary. Returns 0, or -1 (pdfm_fail said why).
 */
int pdfm_read(struct merge *m, struct input *in,
    const unsigned char **trailer);
/* pdfm_release: with in->mapped, the file's pages given back to the
 * system (read again from the file when touched): memory does not grow
 * with the file. */
void pdfm_release(struct input *in);
/* pdfm_unmap: in's bytes freed or unmapped. */
void pdfm_unmap(struct input *in);
/* pdfm_trailer_ref: the object /key of the trailer refers to, or 0. */
uint32_t pdfm_trailer_ref(struct input *in, const unsigned char *tp,
    const char *key);
/*
 * pdfm_object: the value of object num (its start in *v, its end
 * returned, "stream" or "endobj" after it), or NULL when it is not where
 * the cross-reference table says.
 */
const unsigned char *pdfm_object(struct merge *m, struct input *in,
    uint32_t num, const unsigned char **v);
/*
 * pdfm_stream: the data of object num of in (its dictionary [v, end)),
 * checked: 1 with *data and *len, 0 when it is no stream, or -1
 * (pdfm_fail said why).
 */
int pdfm_stream(struct merge *m, struct input *in, uint32_t num,
    const unsigned char *v, const unsigned char *end,
    const unsigned char **data, uint64_t *len);
/* pdfm_integer: the non-negative integer that the value at v is, or
 * refers to. */
int pdfm_integer(struct merge *m, struct input *in, const unsigned char *v,
    uint64_t *out);

/* pdfmerge_pages.c: the catalog and the page tree. */

/*
 * pdfm_catalog: check the catalog (object num) and walk its page tree,
 * numbering the pages (*count of them so far); the first input's catalog
 * is written as object 1. Returns 0, or -1 (pdfm_fail said why).
 */
int pdfm_catalog(struct merge *m, struct input *in, uint32_t num,
    int first, long *count);

/* pdfmerge_vt.c: the records of a PDF/VT merge. */

/* pdfm_vt_catalog: a PDF/VT merge when the first catalog [v, end) has
 * /DPartRoot; every input's records' table. 0, or -1 (pdfm_fail). */
int pdfm_vt_catalog(struct merge *m, struct input *in,
    const unsigned char *v, const unsigned char *end, int first);
/* pdfm_vt_page: page num ([v, end)), the count-th of the output, in its
 * record. 0, or -1 (pdfm_fail said why). */
int pdfm_vt_page(struct merge *m, struct input *in, uint32_t num,
    const unsigned char *v, const unsigned char *end, long count);
/* pdfm_vt_leaf: whether object num of in is a record's leaf. */
int pdfm_vt_leaf(const struct input *in, uint32_t num);
/* pdfm_vt_write_leaf: that leaf ([v, end)) written anew. 0, or -1. */
int pdfm_vt_write_leaf(struct merge *m, struct input *in, uint32_t num,
    const unsigned char *v, const unsigned char *end);
/* pdfm_vt_tree: after the pages, the root node and /DPartRoot. 0 or -1. */
int pdfm_vt_tree(struct merge *m);
/*
 * pdfm_vt_plain: the catalog [v, end) of in as the output's, for pages
 * that are not in's records (press sheets): without /DPartRoot, its XMP
 * without the PDF/VT identification. 0, or -1.
 */
int pdfm_vt_plain(struct merge *m, struct input *in, const unsigned char *v,
    const unsigned char *end);

/* pdfmerge_xid.c: one object per GTS_XID. */

/*
 * pdfm_xid_shared: with m->share, the output's object that object num of
 * in is, when it is art of a GTS_XID met before (a stream of the same
 * identifier and the same bytes; never one holding page-number marks),
 * or 0: a new object, whose number pdfm_xid_keep files with its
 * identifier, if it has one.
 */
uint32_t pdfm_xid_shared(struct merge *m, struct input *in, uint32_t num);
void pdfm_xid_keep(struct merge *m, uint32_t to);
/*
 * pdfm_xid_filled: the GTS_XID (a PDF string, "(uuid:...)") of a form
 * whose page-number marks the merge filled: from the identifier it came
 * with (the value [x, e)) and its stream's len bytes at data as filled.
 * Returns 0, or -1 when the value is no string.
 */
#define PDFM_XID_TEXT (SHA256_UUID + 7)
int pdfm_xid_filled(const unsigned char *x, const unsigned char *e,
    const unsigned char *data, size_t len, char out[PDFM_XID_TEXT]);
/* pdfm_xid_free: the table freed. */
void pdfm_xid_free(struct merge *m);

/* pdfmerge_oc.c: optional content. */

/* pdfm_oc_has: whether the catalog root of in has /OCProperties. */
int pdfm_oc_has(struct merge *m, struct input *in, uint32_t root);
/*
 * pdfm_oc_write_catalog: with m->oc, the first catalog [v, end) of in
 * written as object 1, its /OCProperties the output's, numbered now and
 * written by pdfm_oc_tree. 0, or -1 (pdfm_fail).
 */
int pdfm_oc_write_catalog(struct merge *m, struct input *in,
    const unsigned char *v, const unsigned char *end);
/*
 * pdfm_oc_catalog: the groups of the catalog [v, end) of in (after its
 * pages are numbered, before any is written): each the same as an
 * earlier input's group is that group (in->map), each other numbered;
 * their order and states kept. 0, or -1 (pdfm_fail said why).
 */
int pdfm_oc_catalog(struct merge *m, struct input *in,
    const unsigned char *v, const unsigned char *end);
/* pdfm_oc_tree: after the pages, the output's /OCProperties. */
void pdfm_oc_tree(struct merge *m);
/* pdfm_oc_free: the groups' tables freed. */
void pdfm_oc_free(struct merge *m);

#endif
