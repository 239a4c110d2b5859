// SPDX-License-Identifier: GPL-2.0
/*
 * Host tests for init/cpio.c and scripts/mkcpio.py (MKCPIO, from
 * params.mk): archives packed from a directory tree built here, one
 * compared byte for byte with an archive written out by hand from the
 * newc spec, and hand-made malformed archives.  Every archive is handed
 * to the reader in a buffer of exactly its size, so that ASan catches
 * any read past the end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#include <utime.h>

#include "ktap.h"
#include "linux/cpio.h"
#include "linux/errno.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define PATH_LEN 256
#define REL_LEN 64
#define CMD_LEN 1024
#define ERR_LEN CPIO_ERR_LEN
#define MAX_SEEN 16

/* Header field numbers, as laid out after the magic. */
#define FIELD_MODE 1
#define FIELD_FILESIZE 6
#define FIELD_NAMESIZE 11
#define FIELD_CHECK 12
#define FIELD_AT(i) (CPIO_MAGIC_LEN + (i) * CPIO_FIELD_LEN)

static char tmpdir[] = "/tmp/test_cpio.XXXXXX";

/* An archive in a malloc'd buffer of exactly its size. */
struct archive {
	unsigned char *buf;
	size_t len;
};

static struct archive copy_archive(const void *bytes, size_t len)
{
	struct archive a = { malloc(len ? len : 1), len };

	memcpy(a.buf, bytes, len);
	return a;
}

static struct archive read_archive(const char *path)
{
	struct archive a = { NULL, 0 };
	FILE *f = fopen(path, "rb");
	long len;

	if (!f)
		return a;
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	rewind(f);
	a.buf = malloc((size_t)len);
	if (a.buf && fread(a.buf, 1, (size_t)len, f) == (size_t)len)
		a.len = (size_t)len;
	fclose(f);
	return a;
}

/* Run mkcpio.py on tmpdir/dir, writing tmpdir/out; its exit status. */
static int mkcpio(const char *out, const char *dir)
{
	char cmd[CMD_LEN];

	snprintf(cmd, sizeof(cmd), "python3 %s %s/%s %s/%s 2>/dev/null",
		 MKCPIO, tmpdir, out, tmpdir, dir);
	return system(cmd);
}

static struct archive pack(const char *dir)
{
	char path[PATH_LEN];
	struct archive none = { NULL, 0 };

	if (mkcpio("out.cpio", dir))
		return none;
	snprintf(path, sizeof(path), "%s/out.cpio", tmpdir);
	return read_archive(path);
}

static void make_dir(const char *rel, mode_t mode)
{
	char path[PATH_LEN];

	snprintf(path, sizeof(path), "%s/%s", tmpdir, rel);
	mkdir(path, mode);
	chmod(path, mode);
}

/* A file with mtime t: the archive must not depend on it. */
static void make_file(const char *rel, mode_t mode, const char *text,
		      time_t t)
{
	struct utimbuf times = { t, t };
	char path[PATH_LEN];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", tmpdir, rel);
	f = fopen(path, "w");
	fputs(text, f);
	fclose(f);
	chmod(path, mode);
	utime(path, &times);
}

static void make_link(const char *rel, const char *target)
{
	char path[PATH_LEN];

	snprintf(path, sizeof(path), "%s/%s", tmpdir, rel);
	if (symlink(target, path))
		perror(path);
}

struct member {
	const char *name;
	u32 mode;
	const char *data;
};

/* The tree make_tree() builds, in the order mkcpio.py must pack it. */
static const struct member tree[] = {
	{ "a-link", S_IFLNK | 0777, "etc/motd" },
	{ "bin", S_IFDIR | 0755, "" },
	{ "bin/hello", S_IFREG | 0755, "#!/bin/sh\necho hi\n" },
	{ "empty", S_IFREG | 0600, "" },
	{ "etc", S_IFDIR | 0700, "" },
	{ "etc/motd", S_IFREG | 0644, "hello\n" },
	{ "z", S_IFREG | 0444, "12345" },
};

static void make_tree(time_t t)
{
	const struct member *m;

	make_dir("tree", 0755);
	for (m = tree; m < tree + ARRAY_SIZE(tree); m++) {
		char rel[REL_LEN];

		snprintf(rel, sizeof(rel), "tree/%s", m->name);
		if (S_ISDIR(m->mode))
			make_dir(rel, m->mode & 07777);
		else if (S_ISLNK(m->mode))
			make_link(rel, m->data);
		else
			make_file(rel, m->mode & 07777, m->data, t);
	}
}

/* What the reader passed to the callback. */
struct seen {
	unsigned int n;
	struct cpio_entry e[MAX_SEEN];
	int stop_at;		/* return stop_ret for entry number stop_at */
	int stop_ret;
};

static int note_entry(const struct cpio_entry *e, void *ctx)
{
	struct seen *seen = ctx;

	if (seen->n < MAX_SEEN)
		seen->e[seen->n] = *e;
	return (int)seen->n++ == seen->stop_at ? seen->stop_ret : 0;
}

/* Walk the archive, leaving the reader's message in err. */
static int walk(const struct archive *a, struct seen *seen, char *err)
{
	struct cpio_archive ar = { .buf = a->buf, .len = a->len };
	int ret = cpio_for_each(&ar, note_entry, seen);

	memcpy(err, ar.err, ERR_LEN);
	return ret;
}

static int read_all(const struct archive *a, struct seen *seen, char *err)
{
	memset(seen, 0, sizeof(*seen));
	seen->stop_at = -1;
	return walk(a, seen, err);
}

static bool entry_matches(const struct cpio_entry *e, const struct member *m)
{
	size_t len = strlen(m->data);

	return !strcmp(e->name, m->name) && e->mode == m->mode &&
	       e->size == len && !memcmp(e->data, m->data, len) && !e->uid &&
	       !e->gid && !e->mtime;
}

static void test_tree(void)
{
	struct archive a, again;
	struct seen seen;
	char err[ERR_LEN];
	unsigned int i;
	int ret;

	a = pack("tree");
	KTAP_CHECK(a.len && cpio_is_newc(a.buf, a.len),
		   "mkcpio.py packs a tree (%zu bytes)", a.len);
	ret = read_all(&a, &seen, err);
	KTAP_CHECK(ret == 0 && seen.n == ARRAY_SIZE(tree),
		   "the reader finds %u members: %d %s", seen.n, ret, err);
	for (i = 0; i < ARRAY_SIZE(tree); i++)
		KTAP_CHECK(i < seen.n && entry_matches(&seen.e[i], &tree[i]),
			   "member %u is %s, mode 0%o, with its data", i,
			   tree[i].name, (unsigned int)tree[i].mode);

	make_file("tree/z", 0444, "12345", 2000000);
	again = pack("tree");
	KTAP_CHECK(again.len == a.len && !memcmp(again.buf, a.buf, a.len),
		   "packing again after touching a file gives the same bytes");
	free(a.buf);
	free(again.buf);
}

#define N_TREE (3 + ARRAY_SIZE(tree))

/*
 * A directory holding file "a" (mode 0644, "hi"), written out by hand
 * from the spec: field by field, then the padding.
 */
static const char one_file[] =
	/* magic, ino 1, mode 0100644, uid, gid, nlink 1, mtime */
	"070701" "00000001" "000081a4" "00000000" "00000000" "00000001"
	"00000000"
	/* filesize 2, dev and rdev major and minor, namesize 2, check */
	"00000002" "00000000" "00000000" "00000000" "00000000" "00000002"
	"00000000"
	/* the name: 110 + 2 bytes is aligned; the data, padded to 4 */
	"a\0" "hi\0\0"
	/* the trailer: ino 0, mode 0, nlink 1, namesize 11 */
	"070701" "00000000" "00000000" "00000000" "00000000" "00000001"
	"00000000" "00000000" "00000000" "00000000" "00000000" "00000000"
	"0000000b" "00000000"
	/* 110 + 11 bytes, padded to 124 */
	"TRAILER!!!\0" "\0\0\0";

static void test_exact_bytes(void)
{
	struct archive a;

	make_dir("one", 0755);
	make_file("one/a", 0644, "hi", 0);
	a = pack("one");
	KTAP_CHECK(a.len == sizeof(one_file) - 1 &&
			   !memcmp(a.buf, one_file, a.len),
		   "mkcpio.py output matches the hand-written archive");
	free(a.buf);
}

#define N_EXACT 1

static void test_mkcpio_errors(void)
{
	char path[PATH_LEN];

	make_dir("fifo", 0755);
	snprintf(path, sizeof(path), "%s/fifo/p", tmpdir);
	mkfifo(path, 0644);
	KTAP_CHECK(mkcpio("bad.cpio", "fifo") != 0,
		   "mkcpio.py refuses a FIFO");
	KTAP_CHECK(mkcpio("bad.cpio", "no-such-dir") != 0,
		   "mkcpio.py refuses a missing directory");
}

#define N_MKCPIO 2

struct bad_case {
	const char *what;
	size_t at;		/* where to write patch in one_file */
	const char *patch;
	size_t patch_len;
	const char *msg;
};

/* A patch and its length: patches may hold NULs. */
#define P(bytes) bytes, sizeof(bytes) - 1

#define TRAILER_AT 116
#define NAME_AT CPIO_HEADER_LEN

static const struct bad_case bad_cases[] = {
	{ "bad magic", 0, P("070707"),
	  "cpio: at offset 0x0: bad magic (not newc)" },
	{ "non-hex digit", FIELD_AT(FIELD_FILESIZE), P("0000000g"),
	  "cpio: at offset 0x0: bad hex digit in field 'filesize'" },
	{ "sign in a field", FIELD_AT(FIELD_MODE), P("-00081a4"),
	  "cpio: at offset 0x0: bad hex digit in field 'mode'" },
	{ "name size 0", FIELD_AT(FIELD_NAMESIZE), P("00000000"),
	  "cpio: at offset 0x0: name size 0" },
	{ "name size huge", FIELD_AT(FIELD_NAMESIZE), P("ffffffff"),
	  "cpio: at offset 0x0: name runs past the end" },
	/* namesize 1, check 0 as before, and the name's first byte NUL */
	{ "name size 1", FIELD_AT(FIELD_NAMESIZE),
	  P("00000001" "00000000" "\0"), "cpio: at offset 0x0: empty name" },
	{ "name without NUL", NAME_AT + 1, P("x"),
	  "cpio: at offset 0x0: name is not one NUL-terminated string" },
	{ "NUL inside name", FIELD_AT(FIELD_NAMESIZE), P("00000003"),
	  "cpio: at offset 0x0: name is not one NUL-terminated string" },
	{ "file size huge", FIELD_AT(FIELD_FILESIZE), P("ffffffff"),
	  "cpio: 'a': data runs past the end" },
	{ "file size past end", FIELD_AT(FIELD_FILESIZE), P("000000ff"),
	  "cpio: 'a': data runs past the end" },
	{ "no file type", FIELD_AT(FIELD_MODE), P("000001a4"),
	  "cpio: 'a': unknown file type" },
	{ "070702 bad checksum", 0, P("070702"),
	  "cpio: 'a': checksum mismatch" },
	{ "bad trailer magic", TRAILER_AT, P("07070x"),
	  "cpio: at offset 0x74: bad magic (not newc)" },
	{ "trailer misnamed", TRAILER_AT + CPIO_HEADER_LEN, P("TRAILER!!?"),
	  "cpio: 'TRAILER!!?': unknown file type" },
};

static struct archive patched(const struct bad_case *c)
{
	struct archive a = copy_archive(one_file, sizeof(one_file) - 1);

	memcpy(a.buf + c->at, c->patch, c->patch_len);
	return a;
}

static void test_bad_archives(void)
{
	const struct bad_case *c;
	struct archive a;
	struct seen seen;
	char err[ERR_LEN];
	int ret;

	for (c = bad_cases; c < bad_cases + ARRAY_SIZE(bad_cases); c++) {
		a = patched(c);
		ret = read_all(&a, &seen, err);
		KTAP_CHECK(ret == -EINVAL && !strcmp(err, c->msg),
			   "%s: %d \"%s\"", c->what, ret, err);
		free(a.buf);
	}

	a = copy_archive(one_file, 0);
	ret = read_all(&a, &seen, err);
	KTAP_CHECK(ret == -EINVAL &&
			   !strcmp(err, "cpio: no TRAILER!!! at the end"),
		   "empty archive: \"%s\"", err);
	free(a.buf);
	a = copy_archive(one_file, TRAILER_AT);
	ret = read_all(&a, &seen, err);
	KTAP_CHECK(ret == -EINVAL && seen.n == 1 &&
			   !strcmp(err, "cpio: no TRAILER!!! at the end"),
		   "no trailer, after one member: \"%s\"", err);
	free(a.buf);
}

#define N_BAD (ARRAY_SIZE(bad_cases) + 2)

/* Read one_file with its magic, check field and hex case changed. */
static void test_variants(void)
{
	struct archive a = copy_archive(one_file, sizeof(one_file) - 1);
	struct seen seen;
	char err[ERR_LEN];
	int ret;

	/* 'h' + 'i' = 0xd1 */
	memcpy(a.buf, CPIO_NEWC_CRC_MAGIC, CPIO_MAGIC_LEN);
	memcpy(a.buf + FIELD_AT(FIELD_CHECK), "000000D1", CPIO_FIELD_LEN);
	memcpy(a.buf + FIELD_AT(FIELD_MODE), "000081A4", CPIO_FIELD_LEN);
	ret = read_all(&a, &seen, err);
	KTAP_CHECK(ret == 0 && seen.n == 1 && seen.e[0].mode == 0100644,
		   "070702 with a good checksum, upper-case hex: %s", err);
	free(a.buf);

	a = copy_archive(one_file, sizeof(one_file));	/* and its NUL */
	ret = read_all(&a, &seen, err);
	KTAP_CHECK(ret == 0 && seen.n == 1,
		   "bytes after the trailer are ignored");
	free(a.buf);

	KTAP_CHECK(cpio_is_newc("070701", 6) && cpio_is_newc("070702", 6) &&
			   !cpio_is_newc("070707", 6) &&
			   !cpio_is_newc("07070", 5),
		   "cpio_is_newc knows both newc magics only");
}

#define N_VARIANTS 3

static void test_callback(void)
{
	struct archive a;
	struct seen seen;
	char err[ERR_LEN];
	int ret;

	a = pack("tree");
	memset(&seen, 0, sizeof(seen));
	seen.stop_at = 2;
	seen.stop_ret = -ENOMEM;
	ret = walk(&a, &seen, err);
	KTAP_CHECK(ret == -ENOMEM && seen.n == 3 &&
			   !strcmp(err, "cpio: 'bin/hello': refused by the "
					"callback"),
		   "a callback error stops the walk: \"%s\"", err);
	memset(&seen, 0, sizeof(seen));
	seen.stop_at = 0;
	seen.stop_ret = 1;
	ret = walk(&a, &seen, err);
	KTAP_CHECK(ret == 1 && seen.n == 1 && !err[0],
		   "a positive return stops early without an error");
	free(a.buf);
}

#define N_CALLBACK 2

/*
 * Every prefix of a packed archive, in a buffer of exactly that size:
 * refused until it holds the trailer's header and name, read after.
 */
static void test_truncation(void)
{
	struct archive whole, cut;
	struct seen seen;
	char err[ERR_LEN];
	size_t len, need, wrong = 0;
	int ret;

	whole = pack("tree");
	need = whole.len - 3;	/* the trailer's name ends 3 bytes early */
	for (len = 0; len < whole.len; len++) {
		cut = copy_archive(whole.buf, len);
		ret = read_all(&cut, &seen, err);
		if (len < need ? ret != -EINVAL : ret != 0)
			wrong++;
		free(cut.buf);
	}
	KTAP_CHECK(wrong == 0, "all %zu prefixes: %zu wrong", whole.len,
		   wrong);
	free(whole.buf);
}

#define N_TRUNCATION 1

int main(void)
{
	char cmd[CMD_LEN];
	int ret;

	if (!mkdtemp(tmpdir)) {
		perror(tmpdir);
		return 1;
	}
	umask(0);
	make_tree(1000000);
	KTAP_BEGIN((int)(N_TREE + N_EXACT + N_MKCPIO + N_BAD + N_VARIANTS +
			 N_CALLBACK + N_TRUNCATION));
	test_tree();
	test_exact_bytes();
	test_mkcpio_errors();
	test_bad_archives();
	test_variants();
	test_callback();
	test_truncation();
	ret = KTAP_END();
	snprintf(cmd, sizeof(cmd), "rm -rf %s", tmpdir);
	return system(cmd) ? 1 : ret;
}
