/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/of.h - the device tree ("open firmware"): how boards
 * without enumerable buses describe their devices to the kernel.  A PC
 * describes its devices through ACPI and PCI instead, and Linux 6.1 for
 * i386 is built without CONFIG_OF: every look-up finds nothing (NULL,
 * false, or -ENOSYS for a property), so a driver for a tree-described
 * device builds, loads, and never probes (LKMPG's devicetree example).
 * oops386 gives modules exactly that API.
 */
#ifndef _LINUX_OF_H
#define _LINUX_OF_H

#include "linux/kernel.h"
#include "linux/errno.h"
#include "linux/kobject.h"
#include "linux/mod_devicetable.h"

typedef u32 phandle;

struct property {
	char *name;
	int length;
	void *value;
	struct property *next;
};

struct device_node {
	const char *name;
	phandle phandle;
	const char *full_name;
	struct property *properties;
	struct device_node *parent;
	struct device_node *child;
	struct device_node *sibling;
	unsigned long _flags;
	void *data;
};

#define MAX_PHANDLE_ARGS 16
struct of_phandle_args {
	struct device_node *np;
	int args_count;
	uint32_t args[MAX_PHANDLE_ARGS];
};

/* Without CONFIG_OF, as Linux 6.1's stubs: nothing is ever found */
#define of_match_ptr(_ptr)	NULL
#define of_match_node(_matches, _node)	NULL

static inline bool of_have_populated_dt(void)
{
	return false;
}

static inline struct device_node *of_node_get(struct device_node *node)
{
	return node;
}

static inline void of_node_put(struct device_node *node)
{
	(void)node;
}

static inline const char *of_node_full_name(const struct device_node *np)
{
	(void)np;
	return "<no-node>";
}

static inline struct device_node *of_find_node_by_path(const char *path)
{
	(void)path;
	return NULL;
}

static inline struct device_node *of_find_node_by_name(
	struct device_node *from, const char *name)
{
	(void)from, (void)name;
	return NULL;
}

static inline struct device_node *of_find_compatible_node(
	struct device_node *from, const char *type, const char *compat)
{
	(void)from, (void)type, (void)compat;
	return NULL;
}

static inline struct device_node *of_find_matching_node(
	struct device_node *from, const struct of_device_id *matches)
{
	(void)from, (void)matches;
	return NULL;
}

static inline struct device_node *of_get_parent(const struct device_node *n)
{
	(void)n;
	return NULL;
}

static inline struct device_node *of_get_next_child(
	const struct device_node *node, struct device_node *prev)
{
	(void)node, (void)prev;
	return NULL;
}

static inline struct device_node *of_get_child_by_name(
	const struct device_node *node, const char *name)
{
	(void)node, (void)name;
	return NULL;
}

#define for_each_child_of_node(parent, child) \
	for (child = of_get_next_child(parent, NULL); child != NULL; \
	     child = of_get_next_child(parent, child))
#define for_each_available_child_of_node(parent, child) \
	for_each_child_of_node(parent, child)
#define for_each_compatible_node(dn, type, compatible) \
	for (dn = of_find_compatible_node(NULL, type, compatible); dn; \
	     dn = of_find_compatible_node(dn, type, compatible))

static inline int of_device_is_compatible(const struct device_node *device,
					  const char *compat)
{
	(void)device, (void)compat;
	return 0;
}

static inline bool of_device_is_available(const struct device_node *device)
{
	(void)device;
	return false;
}

static inline int of_machine_is_compatible(const char *compat)
{
	(void)compat;
	return 0;
}

static inline struct property *of_find_property(const struct device_node *np,
						const char *name, int *lenp)
{
	(void)np, (void)name, (void)lenp;
	return NULL;
}

static inline const void *of_get_property(const struct device_node *node,
					  const char *name, int *lenp)
{
	(void)node, (void)name, (void)lenp;
	return NULL;
}

static inline bool of_property_read_bool(const struct device_node *np,
					 const char *propname)
{
	(void)np, (void)propname;
	return false;
}

static inline int of_property_read_u32_array(const struct device_node *np,
					     const char *propname,
					     u32 *out_values, size_t sz)
{
	(void)np, (void)propname, (void)out_values, (void)sz;
	return -ENOSYS;
}

static inline int of_property_read_u8_array(const struct device_node *np,
					    const char *propname,
					    u8 *out_values, size_t sz)
{
	(void)np, (void)propname, (void)out_values, (void)sz;
	return -ENOSYS;
}

static inline int of_property_read_u16_array(const struct device_node *np,
					     const char *propname,
					     u16 *out_values, size_t sz)
{
	(void)np, (void)propname, (void)out_values, (void)sz;
	return -ENOSYS;
}

static inline int of_property_read_u64(const struct device_node *np,
				       const char *propname, u64 *out_value)
{
	(void)np, (void)propname, (void)out_value;
	return -ENOSYS;
}

static inline int of_property_read_u32(const struct device_node *np,
				       const char *propname, u32 *out_value)
{
	return of_property_read_u32_array(np, propname, out_value, 1);
}

static inline int of_property_read_u16(const struct device_node *np,
				       const char *propname, u16 *out_value)
{
	return of_property_read_u16_array(np, propname, out_value, 1);
}

static inline int of_property_read_u8(const struct device_node *np,
				      const char *propname, u8 *out_value)
{
	return of_property_read_u8_array(np, propname, out_value, 1);
}

static inline int of_property_read_string(const struct device_node *np,
					  const char *propname,
					  const char **out_string)
{
	(void)np, (void)propname, (void)out_string;
	return -ENOSYS;
}

static inline int of_property_read_string_index(const struct device_node *np,
						const char *propname,
						int index, const char **output)
{
	(void)np, (void)propname, (void)index, (void)output;
	return -ENOSYS;
}

static inline int of_property_match_string(const struct device_node *np,
					   const char *propname,
					   const char *string)
{
	(void)np, (void)propname, (void)string;
	return -ENOSYS;
}

static inline int of_property_count_elems_of_size(
	const struct device_node *np, const char *propname, int elem_size)
{
	(void)np, (void)propname, (void)elem_size;
	return -ENOSYS;
}

#define of_property_count_u32_elems(np, propname) \
	of_property_count_elems_of_size(np, propname, sizeof(u32))
#define of_property_count_strings(np, propname) \
	of_property_count_elems_of_size(np, propname, 1)

static inline struct device_node *of_parse_phandle(
	const struct device_node *np, const char *phandle_name, int index)
{
	(void)np, (void)phandle_name, (void)index;
	return NULL;
}

static inline int of_count_phandle_with_args(const struct device_node *np,
					     const char *list_name,
					     const char *cells_name)
{
	(void)np, (void)list_name, (void)cells_name;
	return -ENOSYS;
}

static inline int of_alias_get_id(struct device_node *np, const char *stem)
{
	(void)np, (void)stem;
	return -ENOSYS;
}

static inline int of_n_addr_cells(struct device_node *np)
{
	(void)np;
	return 0;
}

static inline int of_n_size_cells(struct device_node *np)
{
	(void)np;
	return 0;
}

#endif /* _LINUX_OF_H */
