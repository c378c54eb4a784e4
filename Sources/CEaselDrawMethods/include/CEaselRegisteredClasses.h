#ifndef CEASEL_REGISTERED_CLASSES_H
#define CEASEL_REGISTERED_CLASSES_H

#include <stdint.h>

// How a table or collection view makes a view of a registered class, as UIKit sends
// `alloc` and `initWithStyle:reuseIdentifier:` (or `initWithReuseIdentifier:`,
// `initWithFrame:`) to the class object: through the designated initializer's entry in
// the class's vtable, which a subclass's `override init(...)` replaces. Swift cannot
// call a non-`required` initializer on a metatype, and a `required` one that UIKit does
// not have would break subclasses that declare designated initializers of their own.

/// A designated initializer of Easel's base classes that a table or collection view
/// calls on a registered class.
typedef enum __attribute__((enum_extensibility(closed))) EaselRegisteredInitializer {
    /// `TableViewCell.init(style:reuseIdentifier:)`.
    EaselRegisteredInitializerCellStyleReuseIdentifier,
    /// `TableViewHeaderFooterView.init(reuseIdentifier:)`.
    EaselRegisteredInitializerHeaderFooterReuseIdentifier,
    /// `View.init(frame:)`.
    EaselRegisteredInitializerViewFrame,
} EaselRegisteredInitializer;

/// The allocating entry point of `initializer` in the vtable of the class whose type
/// metadata is `classMetadata` (a subclass of the initializer's class).
const void *EaselRegisteredInitializerImplementation(const void *classMetadata, EaselRegisteredInitializer initializer);

/// Calls `implementation`, the allocating entry point of `init(style:reuseIdentifier:)`,
/// on `classMetadata`: `style` is the enumeration's tag, `identifier0` and `identifier1`
/// the two words of a `String?` whose ownership passes to the initializer. Returns the
/// new object, owned (+1), or null when the entry point is the compiler's stub for an
/// initializer the class does not inherit (see `EaselUnimplementedInitializerClassName`).
void *EaselMakeWithStyleAndReuseIdentifier(const void *implementation, const void *classMetadata, uint8_t style,
                                           uint64_t identifier0, uint64_t identifier1);

/// Calls `implementation`, the allocating entry point of `init(reuseIdentifier:)`, on
/// `classMetadata`, as `EaselMakeWithStyleAndReuseIdentifier` does.
void *EaselMakeWithReuseIdentifier(const void *implementation, const void *classMetadata,
                                   uint64_t identifier0, uint64_t identifier1);

/// Calls `implementation`, the allocating entry point of `init(frame:)`, on
/// `classMetadata` with the rectangle's four doubles. Returns the new object, owned (+1),
/// or null as `EaselMakeWithStyleAndReuseIdentifier` does.
void *EaselMakeWithFrame(const void *implementation, const void *classMetadata,
                         double x, double y, double width, double height);

/// The class name the compiler's stub gave when the last make on this thread returned
/// null (UTF-8, `length` bytes): the stub a class gets for a designated initializer of
/// its superclass that it neither overrides nor inherits (it declares designated
/// initializers of its own). On iOS calling it is the crash "Use of unimplemented
/// initializer"; here the stub reports to Easel's `_swift_stdlib_reportUnimplementedInitializer`
/// (and `...InFile`, a debug build's), which returns to the make instead of letting the
/// stub trap. Elsewhere those forward to the Swift runtime's, which prints the message
/// before the stub traps.
const char *EaselUnimplementedInitializerClassName(int *length);

#endif
