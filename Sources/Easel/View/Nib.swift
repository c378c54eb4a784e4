import Foundation

/// A nib file's contents, like `UINib`. Interface Builder's nibs and storyboards do not
/// exist on Linux (they are compiled by Xcode into an Apple-only archive format), so a
/// nib here has nothing in it: `instantiate(withOwner:options:)` makes no objects and
/// reports it, and a list given a nib to register reports it and keeps no class for the
/// identifier. Make such views in code, and register their classes.
public final class Nib {
    /// The options of `instantiate(withOwner:options:)`, like `UINib.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The objects a nib's placeholders stand for, like `UINib.OptionsKey.externalObjects`.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name, as it was given.
    public let name: String?

    /// The nib named `name` in `bundle`, like `UINib(nibName:bundle:)`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
    }

    /// A nib from its archived data, like `UINib(data:bundle:)`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
    }

    /// The nib's top-level objects, like `UINib.instantiate(withOwner:options:)`: none,
    /// reported, since there are no nibs to read here.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        Self.reportNotLoaded(name)
        return []
    }

    /// Reports that the nib named `name` gives no objects.
    package static func reportNotLoaded(_ name: String?) {
        Diagnostics.report("nib \"\(name ?? "from data")\": nibs and storyboards do not exist on Linux, so it has no objects; make its views in code")
    }
}

extension View {
    /// `registered` as a class of `Reusable`, which a table or collection view registers
    /// for `what` (an identifier, a kind); a class of another kind is reported (UIKit
    /// throws) and gives `nil`, so the registration is left as it was.
    func registrableClass<Reusable: View>(_ registered: AnyClass, as _: Reusable.Type, for what: String,
                                          kind: String) -> Reusable.Type? {
        if let reusable = registered as? Reusable.Type { return reusable }
        Trace.diagnostic("registering \(registered) for \(what): must pass a class of kind \(kind)", view: traceName)
        return nil
    }

    /// Reports that `nib` was registered for the reusable views of `identifier` (of
    /// class `kind`) in this table or collection view: it has no view to make here.
    func reportRegistration(of nib: Nib, identifier: String, kind: String) {
        Trace.diagnostic("registering nib \"\(nib.name ?? "from data")\" for identifier \(identifier): nibs do not exist "
                         + "on Linux; register a class of kind \(kind)", view: traceName)
    }
}
