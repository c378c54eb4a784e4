import Foundation

/// The memory and personality options of a pointer collection, like Foundation's
/// `NSPointerFunctions.Options` (which swift-corelibs-foundation does not have).
public final class NSPointerFunctions {
    /// How a pointer collection holds what it is given, like `NSPointerFunctions.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Holds objects strongly, the default. (The memory kinds are values of the
        /// low byte, not flags, as in Foundation.)
        public static let strongMemory = Options([])
        /// Holds the pointers as they are, neither retaining nor releasing.
        public static let opaqueMemory = Options(rawValue: 2)
        /// Holds objects weakly: a released object's slot reads `nil`.
        public static let weakMemory = Options(rawValue: 5)
        /// The pointers are objects.
        public static let objectPersonality = Options([])
        /// The pointers are compared and hashed by address.
        public static let opaquePersonality = Options(rawValue: 1 << 8)
        /// Pointers compared by address, objects by identity.
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
    }

    /// The options the functions were made with.
    public let options: Options

    /// Functions with `options`, like `NSPointerFunctions(options:)`.
    public init(options: Options = []) { self.options = options }
}

/// An ordered collection of pointers that may hold `nil` and may hold its objects
/// weakly, like Foundation's `NSPointerArray` (which swift-corelibs-foundation does not
/// have): the list of weak delegates or observers that code keeps with `weakObjects()`.
///
/// The pointers are what `Unmanaged.passUnretained(object).toOpaque()` gives. An array
/// with weak memory keeps a weak reference to the object a pointer points to: once the
/// object is released its slot reads `nil`, and stays counted until `compact()` removes
/// it. An array with strong memory (the default) retains its objects; one with opaque
/// memory keeps the pointers as they are.
public final class NSPointerArray: NSObject {
    private enum Slot {
        case null
        case strong(AnyObject)
        case weak(Weak)
        case opaque(UnsafeMutableRawPointer)
    }

    private final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private enum Memory { case strong, weak, opaque }

    private var slots: [Slot] = []
    private let memory: Memory

    /// An empty array with `options`' memory, like `NSPointerArray(options:)`: strong,
    /// weak (`.weakMemory`, or the older zeroing weak memory, 1) or opaque
    /// (`.opaqueMemory`); the other kinds of memory hold objects strongly.
    public init(options: NSPointerFunctions.Options = []) {
        memory = switch options.rawValue & 0xFF {
        case 1, 5: .weak
        case 2: .opaque
        default: .strong
        }
        super.init()
    }

    /// An empty array with the memory of `pointerFunctions`, like `NSPointerArray(pointerFunctions:)`.
    public convenience init(pointerFunctions: NSPointerFunctions) { self.init(options: pointerFunctions.options) }

    /// An empty array that retains its objects, like `NSPointerArray.strongObjects()`.
    public class func strongObjects() -> NSPointerArray { NSPointerArray(options: .strongMemory) }

    /// An empty array that holds its objects weakly, like `NSPointerArray.weakObjects()`.
    public class func weakObjects() -> NSPointerArray { NSPointerArray(options: .weakMemory) }

    /// The number of pointers, `nil`s included, like `NSPointerArray.count`. Setting a
    /// larger count appends `nil`s; a smaller one removes pointers from the end.
    public var count: Int {
        get { slots.count }
        set {
            if newValue < slots.count {
                slots.removeLast(slots.count - max(0, newValue))
            } else {
                slots.append(contentsOf: repeatElement(.null, count: newValue - slots.count))
            }
        }
    }

    /// The pointer at `index`, like `pointer(at:)`: `nil` for a `nil` or a released weak
    /// object. An index out of range traps, as Foundation raises a range exception.
    public func pointer(at index: Int) -> UnsafeMutableRawPointer? {
        switch slots[index] {
        case .null: nil
        case .strong(let object): Unmanaged.passUnretained(object).toOpaque()
        case .weak(let box): box.object.map { Unmanaged.passUnretained($0).toOpaque() }
        case .opaque(let pointer): pointer
        }
    }

    /// Appends `pointer` (`nil` included), like `addPointer(_:)`.
    public func addPointer(_ pointer: UnsafeMutableRawPointer?) { slots.append(slot(for: pointer)) }

    /// Inserts `item` at `index`, like `insertPointer(_:at:)`.
    public func insertPointer(_ item: UnsafeMutableRawPointer?, at index: Int) { slots.insert(slot(for: item), at: index) }

    /// Removes the pointer at `index`, like `removePointer(at:)`.
    public func removePointer(at index: Int) { slots.remove(at: index) }

    /// Replaces the pointer at `index` with `item`, like `replacePointer(at:withPointer:)`.
    public func replacePointer(at index: Int, withPointer item: UnsafeMutableRawPointer?) { slots[index] = slot(for: item) }

    /// Removes the `nil`s, released weak objects included, like `compact()`.
    public func compact() {
        slots.removeAll { slot in
            switch slot {
            case .null: true
            case .weak(let box): box.object == nil
            case .strong, .opaque: false
            }
        }
    }

    /// The objects still held, in order, without the `nil`s, like `allObjects`.
    public var allObjects: [Any] {
        slots.compactMap { slot -> Any? in
            switch slot {
            case .null: nil
            case .strong(let object): object
            case .weak(let box): box.object
            case .opaque: nil
            }
        }
    }

    private func slot(for pointer: UnsafeMutableRawPointer?) -> Slot {
        guard let pointer else { return .null }
        if memory == .opaque { return .opaque(pointer) }
        let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
        return memory == .weak ? .weak(Weak(object)) : .strong(object)
    }
}
