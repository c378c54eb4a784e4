#define _GNU_SOURCE
#include "CEaselRegisteredClasses.h"

#include <dlfcn.h>
#include <setjmp.h>
#include <stddef.h>
#include <string.h>

extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// The class descriptors (`Mn`) and the method descriptors (`Tq`) of the designated
// initializers; a class's vtable holds their allocating entry points (`fC`). Renaming
// an initializer or changing its signature fails the link here.
extern const char viewClassDescriptor[] __asm__("$s5Easel4ViewCMn");
extern const char viewInitFrame[] __asm__("$s5Easel4ViewC5frameAC10Foundation6CGRectV_tcfCTq");
extern const char cellClassDescriptor[] __asm__("$s5Easel13TableViewCellCMn");
extern const char cellInitStyleReuseIdentifier[]
    __asm__("$s5Easel13TableViewCellC5style15reuseIdentifierA2C0D5StyleO_SSSgtcfCTq");
extern const char headerFooterClassDescriptor[] __asm__("$s5Easel021TableViewHeaderFooterC0CMn");
extern const char headerFooterInitReuseIdentifier[] __asm__("$s5Easel021TableViewHeaderFooterC0C15reuseIdentifierACSSSg_tcfCTq");

const void *EaselRegisteredInitializerImplementation(const void *classMetadata, EaselRegisteredInitializer initializer) {
    switch (initializer) {
    case EaselRegisteredInitializerCellStyleReuseIdentifier:
        return swift_lookUpClassMethod(classMetadata, cellInitStyleReuseIdentifier, cellClassDescriptor);
    case EaselRegisteredInitializerHeaderFooterReuseIdentifier:
        return swift_lookUpClassMethod(classMetadata, headerFooterInitReuseIdentifier, headerFooterClassDescriptor);
    case EaselRegisteredInitializerViewFrame:
        return swift_lookUpClassMethod(classMetadata, viewInitFrame, viewClassDescriptor);
    }
    return 0;
}

// The allocating entry points in Swift's calling convention, as `swiftc -emit-ir` lowers
// them: each argument by value (a payload-free enumeration as its one-byte tag, a
// `String?` as two words, a `CGRect` as four doubles), the class metadata in the
// `swiftself` register (`swift_context`), the new object returned owned.
typedef void *(*EaselStyleReuseIdentifierInit)(uint8_t style, uint64_t identifier0, uint64_t identifier1,
                                               const void *metadata __attribute__((swift_context)))
    __attribute__((swiftcall));
typedef void *(*EaselReuseIdentifierInit)(uint64_t identifier0, uint64_t identifier1,
                                          const void *metadata __attribute__((swift_context)))
    __attribute__((swiftcall));
typedef void *(*EaselFrameInit)(double x, double y, double width, double height,
                                const void *metadata __attribute__((swift_context)))
    __attribute__((swiftcall));

// Where a make on this thread returns to when the class's entry point turns out to be
// the compiler's stub for an unimplemented initializer (null outside a make), and the
// class name the stub reported.
static _Thread_local jmp_buf *unimplementedInitializerExit;
static _Thread_local const char *unimplementedInitializerName;
static _Thread_local const unsigned char *unimplementedClassName;
static _Thread_local int unimplementedClassNameLength;

// Each make runs the entry point with `unimplementedInitializerExit` set to its own
// `jmp_buf` and the name of the initializer it calls (restoring the outer ones after:
// an initializer may dequeue another view); a stub of another initializer traps.
// Leaving the stub by `longjmp` skips only the stub's frames, which hold no cleanups:
// what it leaks is the uninitialized instance a debug build's stub allocated first,
// once per class, as Easel remembers the class and does not call the stub again.
#define EASEL_MAKE(name, call)                                                             \
    jmp_buf stubExit;                                                                      \
    jmp_buf *outer = unimplementedInitializerExit;                                         \
    const char *outerName = unimplementedInitializerName;                                  \
    if (setjmp(stubExit) != 0) {                                                           \
        unimplementedInitializerExit = outer;                                              \
        unimplementedInitializerName = outerName;                                          \
        return NULL;                                                                       \
    }                                                                                      \
    unimplementedInitializerExit = &stubExit;                                              \
    unimplementedInitializerName = (name);                                                 \
    void *made = (call);                                                                   \
    unimplementedInitializerExit = outer;                                                  \
    unimplementedInitializerName = outerName;                                              \
    return made;

void *EaselMakeWithStyleAndReuseIdentifier(const void *implementation, const void *classMetadata, uint8_t style,
                                           uint64_t identifier0, uint64_t identifier1) {
    EASEL_MAKE("init(style:reuseIdentifier:)", ((EaselStyleReuseIdentifierInit)implementation)(style, identifier0, identifier1, classMetadata))
}

void *EaselMakeWithReuseIdentifier(const void *implementation, const void *classMetadata,
                                   uint64_t identifier0, uint64_t identifier1) {
    EASEL_MAKE("init(reuseIdentifier:)", ((EaselReuseIdentifierInit)implementation)(identifier0, identifier1, classMetadata))
}

void *EaselMakeWithFrame(const void *implementation, const void *classMetadata,
                         double x, double y, double width, double height) {
    EASEL_MAKE("init(frame:)", ((EaselFrameInit)implementation)(x, y, width, height, classMetadata))
}

const char *EaselUnimplementedInitializerClassName(int *length) {
    *length = unimplementedClassNameLength;
    return (const char *)unimplementedClassName;
}

// The Swift runtime's reports of an unimplemented initializer, which the compiler's stub
// calls before it traps (`_unimplementedInitializer` in the standard library): weak, so
// that they take the runtime's place where the runtime is a shared library and give way
// to it where it is linked statically (there the stub traps, as on iOS).
static int isStubOfMake(const unsigned char *initName, int initNameLength) {
    return unimplementedInitializerExit && (int)strlen(unimplementedInitializerName) == initNameLength
        && memcmp(unimplementedInitializerName, initName, (size_t)initNameLength) == 0;
}

static void leaveStub(const unsigned char *className, int classNameLength) {
    unimplementedClassName = className;
    unimplementedClassNameLength = classNameLength;
    longjmp(*unimplementedInitializerExit, 1);
}

__attribute__((weak)) void _swift_stdlib_reportUnimplementedInitializer(const unsigned char *className, int classNameLength,
                                                                        const unsigned char *initName, int initNameLength,
                                                                        uint32_t flags) {
    if (isStubOfMake(initName, initNameLength)) leaveStub(className, classNameLength);
    void (*runtime)(const unsigned char *, int, const unsigned char *, int, uint32_t) =
        (void (*)(const unsigned char *, int, const unsigned char *, int, uint32_t))dlsym(
            RTLD_NEXT, "_swift_stdlib_reportUnimplementedInitializer");
    if (runtime) runtime(className, classNameLength, initName, initNameLength, flags);
}

__attribute__((weak)) void _swift_stdlib_reportUnimplementedInitializerInFile(
    const unsigned char *className, int classNameLength, const unsigned char *initName, int initNameLength,
    const unsigned char *file, int fileLength, uint32_t line, uint32_t column, uint32_t flags) {
    if (isStubOfMake(initName, initNameLength)) leaveStub(className, classNameLength);
    void (*runtime)(const unsigned char *, int, const unsigned char *, int, const unsigned char *, int, uint32_t, uint32_t,
                    uint32_t) =
        (void (*)(const unsigned char *, int, const unsigned char *, int, const unsigned char *, int, uint32_t, uint32_t,
                  uint32_t))dlsym(RTLD_NEXT, "_swift_stdlib_reportUnimplementedInitializerInFile");
    if (runtime) runtime(className, classNameLength, initName, initNameLength, file, fileLength, line, column, flags);
}
