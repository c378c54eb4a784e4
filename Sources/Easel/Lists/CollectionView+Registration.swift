import Foundation

/// The counter that gives each registration a reuse identifier of its own.
@MainActor
enum RegistrationIdentifiers {
    private static var made = 0

    /// A new identifier naming `type`.
    static func next(for type: Any.Type) -> String {
        made += 1
        return "\(type)#\(made)"
    }
}

extension CollectionView {
    /// A cell class and the code that configures its cells for an item, like
    /// `UICollectionView.CellRegistration`: pass it to
    /// `dequeueConfiguredReusableCell(using:for:item:)`, which registers the class the
    /// first time and calls `handler` on every cell it returns.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// What configures a cell, like `CellRegistration.Handler`.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier = RegistrationIdentifiers.next(for: Cell.self)
        let handler: Handler

        /// A registration of `Cell` configured by `handler`, like
        /// `CellRegistration(handler:)`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class of a kind and the code that configures its views,
    /// like `UICollectionView.SupplementaryRegistration`.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// What configures a view, like `SupplementaryRegistration.Handler`.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let identifier = RegistrationIdentifiers.next(for: Supplementary.self)
        /// The kind of the views, like `SupplementaryRegistration.elementKind`.
        public let elementKind: String
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind`, like
        /// `SupplementaryRegistration(elementKind:handler:)`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `item`, reused or new, configured by the
    /// registration's handler, like `UICollectionView.dequeueConfiguredReusableCell(using:for:item:)`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item) -> Cell {
        let key = ReuseKey(kind: nil, identifier: registration.identifier)
        if registrations[key] == nil { registrations[key] = Cell.self }
        // The registered class is `Cell`, so the cell is one unless the pool was tampered with.
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell
            ?? adopt(RegisteredViews.makeRegisteredView(Cell.self), key: key)
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of the registration's class, configured by its handler,
    /// like `UICollectionView.dequeueConfiguredReusableSupplementary(using:for:)`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let key = ReuseKey(kind: registration.elementKind, identifier: registration.identifier)
        if registrations[key] == nil { registrations[key] = Supplementary.self }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                    for: indexPath) as? Supplementary
            ?? adopt(RegisteredViews.makeRegisteredView(Supplementary.self), key: key)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
