import Easel
import EaselGraphics
import Foundation

/// The view of a scene's `class: CollectionView` whose sections have rows: a list
/// layout of `listAppearance` that is its own data source, as an app's list screen
/// is. Each section is a `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// with a supplementary header (footer) when the section has a title for it; each
/// row a `CollectionViewListCell` showing `defaultContentConfiguration()` with its
/// texts and image and its accessory. The rows' swipe actions come from the list
/// configuration's providers; their handlers complete at once, a destructive one
/// after removing its row from the data and deleting its item, as an app does.
final class SceneCollectionList: CollectionView, CollectionViewDataSource {
    static let cellIdentifier = "row"

    /// The list's look; setting it makes the layout anew.
    var appearance = CollectionLayoutListConfiguration.Appearance.plain { didSet { makeLayout() } }
    /// The sections' titles and rows; setting them makes the layout anew and reloads.
    var content: [SceneTableSection] = [] {
        didSet {
            rows = content.map(\.rows)
            makeLayout()
            reloadData()
        }
    }
    /// The rows the data source gives, which a destructive swipe action shortens.
    private var rows: [[SceneTableRow]] = []

    init() {
        super.init(frame: .zero, collectionViewLayout: CollectionViewCompositionalLayout { _, _ in nil })
        register(CollectionViewListCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            register(CollectionViewListCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        dataSource = self
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A list layout whose sections have a header or footer where they have a title,
    /// the rows' swipe actions from its providers.
    private func makeLayout() {
        let sections = content, appearance = appearance
        let layout = CollectionViewCompositionalLayout { [weak self] index, environment in
            guard sections.indices.contains(index) else { return nil }
            var configuration = CollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = sections[index].header == nil ? .none : .supplementary
            configuration.footerMode = sections[index].footer == nil ? .none : .supplementary
            configuration.leadingSwipeActionsConfigurationProvider = { self?.swipeConfiguration(at: $0, trailing: false) }
            configuration.trailingSwipeActionsConfigurationProvider = { self?.swipeConfiguration(at: $0, trailing: true) }
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        collectionViewLayout = layout
        backgroundColor = isGrouped ? .systemGroupedBackground : .systemBackground
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { rows.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { rows[section].count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let row = rows[indexPath.section][indexPath.item]
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        guard let listCell = cell as? CollectionViewListCell else { return cell }
        var content = listCell.defaultContentConfiguration()
        content.text = row.text
        content.secondaryText = row.secondaryText
        content.image = row.imageTintColor.flatMap { tint in row.image?.withTintColor(tint) } ?? row.image
        listCell.contentConfiguration = content
        listCell.accessories = Self.accessories(row.accessory)
        return listCell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        guard let header = view as? CollectionViewListCell else { return view }
        let isHeader = kind == CollectionView.elementKindSectionHeader
        var content = switch (isHeader, isGrouped) {
        case (true, true): ListContentConfiguration.groupedHeader()
        case (true, false): ListContentConfiguration.plainHeader()
        case (false, true): ListContentConfiguration.groupedFooter()
        case (false, false): ListContentConfiguration.plainFooter()
        }
        content.text = isHeader ? self.content[indexPath.section].header : self.content[indexPath.section].footer
        header.contentConfiguration = content
        return header
    }

    /// Whether the sections are grouped (set apart, on the grouped background).
    private var isGrouped: Bool { ![.plain, .sidebarPlain].contains(appearance) }

    /// A table accessory type as list cell accessories.
    private static func accessories(_ type: TableViewCell.AccessoryType) -> [CellAccessory] {
        switch type {
        case .none: []
        case .disclosureIndicator: [.disclosureIndicator()]
        case .checkmark: [.checkmark()]
        case .detailButton: [.detail()]
        case .detailDisclosureButton: [.detail(), .disclosureIndicator()]
        }
    }

    private func swipeConfiguration(at indexPath: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        guard rows.indices.contains(indexPath.section), rows[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let row = rows[indexPath.section][indexPath.item]
        let actions = trailing ? row.trailingActions : row.leadingActions
        guard !actions.isEmpty else { return nil }
        return SwipeActionsConfiguration(actions: actions.map { action in
            let contextual = ContextualAction(style: action.style, title: action.title) { [weak self] performed, _, completion in
                if performed.style == .destructive, let self {
                    rows[indexPath.section].remove(at: indexPath.item)
                    deleteItems(at: [indexPath])
                }
                completion(true)
            }
            if let color = action.backgroundColor { contextual.backgroundColor = color }
            return contextual
        })
    }
}
