@_implementationOnly import CEaselDrawMethods
import EaselGraphics
import Foundation

/// How a table or collection view makes a view of a registered class, as UIKit sends
/// `alloc` and the designated initializer to the class object: a table cell with
/// `init(style: .default, reuseIdentifier:)`, a header or footer view with
/// `init(reuseIdentifier:)`, a collection view's cell or supplementary or decoration
/// view with `init(frame: .zero)`, each through the subclass's override when it has one.
///
/// Swift calls only a `required` initializer on a metatype, and a `required` initializer
/// UIKit does not have would not compile in a subclass that declares designated
/// initializers of its own (`init(item:)`), which compiles on iOS. So the call goes
/// through the Swift runtime instead: the class's vtable holds, for each designated
/// initializer of a base class, the allocating entry point of the class's own version
/// (its override, or the one it inherits, which also sets its stored properties to
/// their default values), found with `swift_lookUpClassMethod` and called in Swift's
/// calling convention with the class metadata as `self` (CEaselRegisteredClasses.h).
/// The entry point allocates an instance of that very class and runs the initializers.
///
/// A class that declares designated initializers of its own and does not override
/// UIKit's does not inherit it: the compiler puts a stub in its vtable, and on iOS the
/// dequeue crashes with "Use of unimplemented initializer". Here the stub returns to
/// the make (CEaselRegisteredClasses.h says how), which reports UIKit's message with
/// `Diagnostics.report` and makes the view of the nearest superclass that implements
/// the initializer instead (`UITableViewCell` itself, say, for a direct subclass); the
/// class is remembered and its stub not called again. A `CellRegistration` or
/// `SupplementaryRegistration` of such a class is the exception: its handler takes an
/// instance of the class and there is none to give, so there the dequeue stops with
/// UIKit's message, as on iOS.
@MainActor
enum RegisteredViews {
    /// The classes whose vtable holds a stub for the initializer the make calls (each
    /// family has its own initializer), with the name the stub gave.
    private static var unimplemented: [ObjectIdentifier: String] = [:]

    /// A cell of `cellClass` (or of its nearest superclass that implements the
    /// initializer), made with `init(style: .default, reuseIdentifier: identifier)`.
    static func makeCell(_ cellClass: TableViewCell.Type, reuseIdentifier identifier: String?) -> TableViewCell {
        let style = unsafeBitCast(TableViewCell.CellStyle.default, to: UInt8.self)
        return make(cellClass, initializer: .cellStyleReuseIdentifier, name: "init(style:reuseIdentifier:)",
                    fallback: { TableViewCell(style: .default, reuseIdentifier: identifier) }) { implementation, metadata in
            let words = ownedWords(identifier)
            return EaselMakeWithStyleAndReuseIdentifier(implementation, metadata, style, words.0, words.1)
        }
    }

    /// A header or footer view of `viewClass` (or of its nearest superclass that
    /// implements the initializer), made with `init(reuseIdentifier: identifier)`.
    static func makeHeaderFooterView(_ viewClass: TableViewHeaderFooterView.Type,
                                     reuseIdentifier identifier: String?) -> TableViewHeaderFooterView {
        make(viewClass, initializer: .headerFooterReuseIdentifier, name: "init(reuseIdentifier:)",
             fallback: { TableViewHeaderFooterView(reuseIdentifier: identifier) }) { implementation, metadata in
            let words = ownedWords(identifier)
            return EaselMakeWithReuseIdentifier(implementation, metadata, words.0, words.1)
        }
    }

    /// A view of `viewClass` (or of its nearest superclass that implements the
    /// initializer), made with `init(frame: .zero)`.
    static func makeReusableView(_ viewClass: CollectionReusableView.Type) -> CollectionReusableView {
        makeView(viewClass) { CollectionReusableView(frame: .zero) }
    }

    /// A view of `viewClass` (a subclass of `Made`, or of its nearest superclass that
    /// implements the initializer), made with `init(frame: .zero)`; `fallback` makes a
    /// `Made`. A navigation controller makes its bars so (`init(navigationBarClass:toolbarClass:)`).
    static func makeView<Made: View>(_ viewClass: Made.Type, fallback: () -> Made) -> Made {
        make(viewClass, initializer: .viewFrame, name: "init(frame:)", fallback: fallback) { implementation, metadata in
            EaselMakeWithFrame(implementation, metadata, 0, 0, 0, 0)
        }
    }

    /// A view of `viewClass` made with `init(frame: .zero)`, for a registration whose
    /// handler takes that class: UIKit's crash when the class does not implement it.
    static func makeRegisteredView<Reusable: CollectionReusableView>(_ viewClass: Reusable.Type) -> Reusable {
        if let view = makeReusableView(viewClass) as? Reusable { return view }
        fatalError("Use of unimplemented initializer 'init(frame:)' for class '\(String(reflecting: viewClass))'")
    }

    /// An instance of `viewClass` made by `call` with the vtable's entry for
    /// `initializer` (named `name`), or of the nearest superclass that implements it,
    /// down to the base class, whose instance `fallback` makes.
    private static func make<Made: View>(_ viewClass: Made.Type, initializer: EaselRegisteredInitializer, name: String,
                                         fallback: () -> Made,
                                         call: (UnsafeRawPointer, UnsafeRawPointer) -> UnsafeMutableRawPointer?) -> Made {
        var candidate: AnyClass = viewClass
        while ObjectIdentifier(candidate) != ObjectIdentifier(Made.self) {
            let metadata = unsafeBitCast(candidate, to: UnsafeRawPointer.self)
            if unimplemented[ObjectIdentifier(candidate)] == nil {
                guard let implementation = EaselRegisteredInitializerImplementation(metadata, initializer) else { break }
                if let made = call(implementation, metadata) {
                    return Unmanaged<Made>.fromOpaque(made).takeRetainedValue()
                }
                var length: Int32 = 0
                let className = EaselUnimplementedInitializerClassName(&length).map {
                    String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
                }
                unimplemented[ObjectIdentifier(candidate)] = className ?? String(describing: candidate)
            }
            guard let superclass = _getSuperclass(candidate) else { break }
            Diagnostics.report("Use of unimplemented initializer '\(name)' for class '\(unimplemented[ObjectIdentifier(candidate)] ?? "")' "
                               + "(UIKit makes a registered class with it): the view is made of its nearest superclass that implements it")
            candidate = superclass
        }
        return fallback()
    }

    /// The two words of a copy of `string` that the initializer takes ownership of (its
    /// arguments are passed owned): the copy is moved out of its storage, which is freed
    /// without destroying it.
    private static func ownedWords(_ string: String?) -> (UInt64, UInt64) {
        let storage = UnsafeMutablePointer<String?>.allocate(capacity: 1)
        defer { storage.deallocate() }
        storage.initialize(to: string)
        return UnsafeRawPointer(storage).load(as: (UInt64, UInt64).self)
    }
}
