import Synchronization

/// The names that traces and diagnostics give objects without a name of their own:
/// their class's name as `String(describing:)` prints it (`Label`), made once per
/// class. Printing a type's name reads its metadata and costs thousands of
/// instructions, and a layer's name is asked for every time it is drawn.
enum TypeName {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    /// The name of `object`'s class, as `String(describing: type(of: object))` gives it.
    static func of(_ object: AnyObject) -> String {
        let type: AnyObject.Type = Swift.type(of: object)
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }
}
