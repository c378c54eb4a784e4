import Easel
import EaselGraphics
import Foundation

extension ViewProperty {
    /// Sets the property on `view` through its UIKit-named API, so setting it marks
    /// layout, display and damage exactly as code setting it would. The tree
    /// guarantees the view's class has the property.
    @MainActor
    func apply(to view: View) {
        switch self {
        case .frame(let frame): view.frame = frame
        case .backgroundColor(let color): view.backgroundColor = color
        case .alpha(let alpha): view.alpha = alpha
        case .isHidden(let hidden): view.isHidden = hidden
        case .isOpaque(let opaque): view.isOpaque = opaque
        case .clipsToBounds(let clips): view.clipsToBounds = clips
        case .cornerRadius(let radius): view.layer.cornerRadius = radius
        case .borderWidth(let width): view.layer.borderWidth = width
        case .borderColor(let color): view.layer.borderColor = color
        case .shadowColor(let color): view.layer.shadowColor = color
        case .shadowOpacity(let opacity): view.layer.shadowOpacity = opacity
        case .shadowOffset(let offset): view.layer.shadowOffset = offset
        case .shadowRadius(let radius): view.layer.shadowRadius = radius
        case .transform(let transform): view.transform = transform
        case .contentMode(let mode): view.contentMode = mode
        case .autoresizingMask(let mask): view.autoresizingMask = mask
        case .autoresizesSubviews(let resizes): view.autoresizesSubviews = resizes
        case .isUserInteractionEnabled(let enabled): view.isUserInteractionEnabled = enabled
        case .tag(let tag): view.tag = tag
        case .text(let text):
            (view as? Label)?.text = text
            (view as? TextField)?.text = text
            (view as? TextView)?.text = text
            (view as? SearchBar)?.text = text
        // A text style's font has the scene's content size, as `preferredFont` has the app's.
        case .font(let font):
            (view as? Label)?.font = font.adjusted(for: .current)
            (view as? TextField)?.font = font.adjusted(for: .current)
            (view as? TextView)?.font = font.adjusted(for: .current)
        case .adjustsFontForContentSizeCategory(let adjusts): (view as? Label)?.adjustsFontForContentSizeCategory = adjusts
        case .traitOverrides(let overrides): view.traitOverrides = overrides
        case .textColor(let color):
            (view as? Label)?.textColor = color
            (view as? TextField)?.textColor = color
            (view as? TextView)?.textColor = color
        case .textAlignment(let alignment):
            (view as? Label)?.textAlignment = alignment
            (view as? TextField)?.textAlignment = alignment
            (view as? TextView)?.textAlignment = alignment
        case .isEditable(let editable): (view as? TextView)?.isEditable = editable
        case .placeholder(let placeholder):
            (view as? TextField)?.placeholder = placeholder
            (view as? SearchBar)?.placeholder = placeholder
        case .searchBarStyle(let style): (view as? SearchBar)?.searchBarStyle = style
        case .showsCancelButton(let shows): (view as? SearchBar)?.showsCancelButton = shows
        case .borderStyle(let style): (view as? TextField)?.borderStyle = style
        case .isSecureTextEntry(let secure): (view as? TextField)?.isSecureTextEntry = secure
        case .clearButtonMode(let mode): (view as? TextField)?.clearButtonMode = mode
        case .numberOfLines(let lines): (view as? Label)?.numberOfLines = lines
        case .lineBreakMode(let mode): (view as? Label)?.lineBreakMode = mode
        case .image(let image): (view as? ImageView)?.image = image.image
        case .drawing(let commands): (view as? Canvas)?.commands = commands
        case .axis(let axis): (view as? StackView)?.axis = axis
        case .distribution(let distribution): (view as? StackView)?.distribution = distribution
        case .alignment(let alignment): (view as? StackView)?.alignment = alignment
        case .spacing(let spacing): (view as? StackView)?.spacing = spacing
        case .isLayoutMarginsRelativeArrangement(let relative): (view as? StackView)?.isLayoutMarginsRelativeArrangement = relative
        case .contentSize(let size): (view as? ScrollView)?.contentSize = size
        case .contentInset(let inset): (view as? ScrollView)?.contentInset = inset
        case .contentOffset(let offset): (view as? ScrollView)?.contentOffset = offset
        case .isScrollEnabled(let enabled): (view as? ScrollView)?.isScrollEnabled = enabled
        case .bounces(let bounces): (view as? ScrollView)?.bounces = bounces
        case .alwaysBounceVertical(let bounces): (view as? ScrollView)?.alwaysBounceVertical = bounces
        case .alwaysBounceHorizontal(let bounces): (view as? ScrollView)?.alwaysBounceHorizontal = bounces
        case .isPagingEnabled(let paging): (view as? ScrollView)?.isPagingEnabled = paging
        case .showsVerticalScrollIndicator(let shows): (view as? ScrollView)?.showsVerticalScrollIndicator = shows
        case .showsHorizontalScrollIndicator(let shows): (view as? ScrollView)?.showsHorizontalScrollIndicator = shows
        case .isEnabled(let enabled): (view as? Control)?.isEnabled = enabled
        case .isSelected(let selected): (view as? Control)?.isSelected = selected
        case .isHighlighted(let highlighted): (view as? Control)?.isHighlighted = highlighted
        case .controlActions:
            // Their changes act on the stage: `SceneStage.addActions(_:to:)` adds them.
            break
        case .buttonConfiguration(let configuration): (view as? Button)?.configuration = configuration
        case .title(let title):
            guard let button = view as? Button else { break }
            if button.configuration != nil { button.configuration?.title = title } else { button.setTitle(title, for: .normal) }
        case .titles(let titles):
            for title in titles { (view as? Button)?.setTitle(title.value, for: title.state) }
        case .titleColors(let colors):
            for color in colors { (view as? Button)?.setTitleColor(color.value, for: color.state) }
        case .images(let names):
            for name in names { (view as? Button)?.setImage(Image(systemName: name.value), for: name.state) }
        case .subtitle(let subtitle): (view as? Button)?.configuration?.subtitle = subtitle
        case .systemImage(let name):
            let image = Image(systemName: name)
            if let imageView = view as? ImageView { imageView.image = image }
            guard let button = view as? Button else { break }
            if button.configuration != nil { button.configuration?.image = image } else { button.setImage(image, for: .normal) }
        case .menu(let items):
            guard let button = view as? Button else { break }
            button.menu = Menu(children: items.map(\.action))
            button.showsMenuAsPrimaryAction = true
        case .changesSelectionAsPrimaryAction(let changes): (view as? Button)?.changesSelectionAsPrimaryAction = changes
        case .tintColor(let color): view.tintColor = color
        case .isOn(let on): (view as? Switch)?.isOn = on
        case .onTintColor(let color): (view as? Switch)?.onTintColor = color
        case .thumbTintColor(let color):
            (view as? Switch)?.thumbTintColor = color
            (view as? Slider)?.thumbTintColor = color
        case .minimumValue(let minimum):
            (view as? Slider)?.minimumValue = Float(minimum)
            (view as? Stepper)?.minimumValue = minimum
        case .maximumValue(let maximum):
            (view as? Slider)?.maximumValue = Float(maximum)
            (view as? Stepper)?.maximumValue = maximum
        case .stepValue(let step): (view as? Stepper)?.stepValue = step
        case .value(let value):
            (view as? Slider)?.value = Float(value)
            (view as? Stepper)?.value = value
        case .minimumTrackTintColor(let color): (view as? Slider)?.minimumTrackTintColor = color
        case .maximumTrackTintColor(let color): (view as? Slider)?.maximumTrackTintColor = color
        case .numberOfPages(let count): (view as? PageControl)?.numberOfPages = count
        case .currentPage(let page): (view as? PageControl)?.currentPage = page
        case .pageIndicatorTintColor(let color): (view as? PageControl)?.pageIndicatorTintColor = color
        case .currentPageIndicatorTintColor(let color): (view as? PageControl)?.currentPageIndicatorTintColor = color
        case .segments(let segments):
            guard let control = view as? SegmentedControl else { break }
            control.removeAllSegments()
            for (index, segment) in segments.enumerated() {
                switch segment {
                case .title(let title): control.insertSegment(withTitle: title, at: index, animated: false)
                case .systemImage(let name): control.insertSegment(with: Image(systemName: name), at: index, animated: false)
                }
            }
        case .selectedSegmentIndex(let index): (view as? SegmentedControl)?.selectedSegmentIndex = index
        case .datePickerMode(let mode): (view as? DatePicker)?.datePickerMode = mode
        case .minimumDate(let date): (view as? DatePicker)?.minimumDate = date
        case .maximumDate(let date): (view as? DatePicker)?.maximumDate = date
        case .date(let date): (view as? DatePicker)?.date = date
        case .isMomentary(let momentary): (view as? SegmentedControl)?.isMomentary = momentary
        case .apportionsSegmentWidthsByContent(let apportions):
            (view as? SegmentedControl)?.apportionsSegmentWidthsByContent = apportions
        case .selectedSegmentTintColor(let color): (view as? SegmentedControl)?.selectedSegmentTintColor = color
        case .tableStyle: break // given when the table is made (`SceneBuilder`)
        case .rowHeight(let height): (view as? TableView)?.rowHeight = height
        case .tableSections(let sections): (view as? SceneTable)?.content = sections
        case .sectionIndexColor(let color): (view as? TableView)?.sectionIndexColor = color
        case .sectionIndexBackgroundColor(let color): (view as? TableView)?.sectionIndexBackgroundColor = color
        case .sectionIndexMinimumDisplayRowCount(let count): (view as? TableView)?.sectionIndexMinimumDisplayRowCount = count
        case .collectionSections(let sections): (view as? SceneCollection)?.content = sections
        case .listAppearance(let appearance): (view as? SceneCollectionList)?.appearance = appearance
        case .collectionListSections(let sections): (view as? SceneCollectionList)?.content = sections
        case .barItems(let items): (view as? Toolbar)?.items = items.map { $0.make() }
        case .progressViewStyle(let style): (view as? ProgressView)?.progressViewStyle = style
        case .progress(let progress): (view as? ProgressView)?.progress = progress
        case .progressTintColor(let color): (view as? ProgressView)?.progressTintColor = color
        case .trackTintColor(let color): (view as? ProgressView)?.trackTintColor = color
        case .activityIndicatorStyle(let style): (view as? ActivityIndicatorView)?.style = style
        case .color(let color): (view as? ActivityIndicatorView)?.color = color
        case .hidesWhenStopped(let hides): (view as? ActivityIndicatorView)?.hidesWhenStopped = hides
        case .isAnimating(let animating):
            guard let indicator = view as? ActivityIndicatorView else { break }
            if animating { indicator.startAnimating() } else { indicator.stopAnimating() }
        case .translatesAutoresizingMaskIntoConstraints(let translates):
            view.translatesAutoresizingMaskIntoConstraints = translates
        case .hugging(let priorities):
            for (axis, priority) in priorities { view.setContentHuggingPriority(LayoutPriority(rawValue: priority), for: axis) }
        case .compressionResistance(let priorities):
            for (axis, priority) in priorities {
                view.setContentCompressionResistancePriority(LayoutPriority(rawValue: priority), for: axis)
            }
        case .constraints:
            // They name other views: `SceneBuilder.activateConstraints(in:)` makes them once all exist.
            break
        case .sizeToFit: view.sizeToFit()
        }
    }
}
