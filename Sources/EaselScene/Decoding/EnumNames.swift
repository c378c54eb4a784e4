import Easel
import EaselGraphics

/// The names scenes use for UIKit's enumerations: the Swift case names.
enum EnumNames {
    static let contentModes: [(String, ContentMode)] = [
        ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill),
        ("redraw", .redraw), ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left),
        ("right", .right), ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
        ("bottomRight", .bottomRight),
    ]
    static let autoresizing: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
    static let textAlignments: [(String, TextAlignment)] = [
        ("left", .left), ("center", .center), ("right", .right), ("justified", .justified), ("natural", .natural),
    ]
    static let lineBreakModes: [(String, LineBreakMode)] = [
        ("byWordWrapping", .byWordWrapping), ("byCharWrapping", .byCharWrapping), ("byClipping", .byClipping),
        ("byTruncatingHead", .byTruncatingHead), ("byTruncatingTail", .byTruncatingTail),
        ("byTruncatingMiddle", .byTruncatingMiddle),
    ]
    static let fontWeights: [(String, Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]
    static let lineCaps: [(String, LineCap)] = [("butt", .butt), ("round", .round), ("square", .square)]
    static let lineJoins: [(String, LineJoin)] = [("miter", .miter), ("round", .round), ("bevel", .bevel)]
    static let fillRules: [(String, PathFillRule)] = [("winding", .winding), ("evenOdd", .evenOdd)]
    static let gradientOptions: [(String, GradientDrawingOptions)] = [
        ("drawsBeforeStartLocation", .drawsBeforeStartLocation), ("drawsAfterEndLocation", .drawsAfterEndLocation),
    ]
    static let barButtonItemStyles: [(String, BarButtonItem.Style)] = [
        ("plain", .plain), ("done", .done), ("prominent", .prominent),
    ]
    static let barButtonSystemItems: [(String, BarButtonItem.SystemItem)] = BarButtonItem.SystemItem.allCases.map {
        (String(describing: $0), $0)
    }
    static let alertStyles: [(String, AlertController.Style)] = [("alert", .alert), ("actionSheet", .actionSheet)]
    static let alertActionStyles: [(String, AlertAction.Style)] = [
        ("default", .default), ("cancel", .cancel), ("destructive", .destructive),
    ]
    static let progressViewStyles: [(String, ProgressView.Style)] = [("default", .default), ("bar", .bar)]
    static let textBorderStyles: [(String, TextField.BorderStyle)] = [
        ("none", .none), ("line", .line), ("bezel", .bezel), ("roundedRect", .roundedRect),
    ]
    static let textFieldViewModes: [(String, TextField.ViewMode)] = [
        ("never", .never), ("whileEditing", .whileEditing), ("unlessEditing", .unlessEditing), ("always", .always),
    ]
    static let activityIndicatorStyles: [(String, ActivityIndicatorView.Style)] = [("medium", .medium), ("large", .large)]
    static let axes: [(String, LayoutConstraint.Axis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
    static let stackDistributions: [(String, StackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]
    /// UIKit's aliases `top` and `bottom` (of `leading` and `trailing`) are accepted too.
    static let stackAlignments: [(String, StackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .top), ("firstBaseline", .firstBaseline),
        ("center", .center), ("trailing", .trailing), ("bottom", .bottom), ("lastBaseline", .lastBaseline),
    ]
    static let buttonConfigurations: [(String, Button.Configuration)] = [
        ("plain", .plain()), ("tinted", .tinted()), ("gray", .gray()), ("filled", .filled()),
        ("borderless", .borderless()), ("bordered", .bordered()), ("borderedTinted", .borderedTinted()),
        ("borderedProminent", .borderedProminent()), ("glass", .glass()), ("prominentGlass", .prominentGlass()),
    ]
    /// `UIControl.Event`'s case names: the single events, then the groups.
    static let controlEvents: [(String, Control.Event)] = Control.Event.names.map { ($0.name, $0.event) } + [
        ("allTouchEvents", .allTouchEvents), ("allEditingEvents", .allEditingEvents), ("allEvents", .allEvents),
    ]
    /// The `UIControl.State` cases a button's per-state looks are set for.
    static let controlStates: [(String, Control.State)] = [
        ("normal", .normal), ("highlighted", .highlighted), ("selected", .selected), ("disabled", .disabled),
    ]
    static let searchBarStyles: [(String, SearchBar.Style)] = [("default", .default), ("prominent", .prominent), ("minimal", .minimal)]
    static let datePickerModes: [(String, DatePicker.Mode)] = [("time", .time), ("date", .date), ("dateAndTime", .dateAndTime)]
    static let tableStyles: [(String, TableView.Style)] = [("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped)]
    static let cellStyles: [(String, TableViewCell.CellStyle)] = [
        ("default", .default), ("value1", .value1), ("value2", .value2), ("subtitle", .subtitle),
    ]
    static let accessoryTypes: [(String, TableViewCell.AccessoryType)] = [
        ("none", .none), ("disclosureIndicator", .disclosureIndicator), ("detailDisclosureButton", .detailDisclosureButton),
        ("checkmark", .checkmark), ("detailButton", .detailButton),
    ]
    static let listAppearances: [(String, CollectionLayoutListConfiguration.Appearance)] = [
        ("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped), ("sidebar", .sidebar),
        ("sidebarPlain", .sidebarPlain),
    ]
    static let contextualActionStyles: [(String, ContextualAction.Style)] = [("normal", .normal), ("destructive", .destructive)]
    static let orthogonalScrollingBehaviors: [(String, CollectionLayoutSectionOrthogonalScrollingBehavior)] = [
        ("none", .none), ("continuous", .continuous), ("continuousGroupLeadingBoundary", .continuousGroupLeadingBoundary),
        ("paging", .paging), ("groupPaging", .groupPaging), ("groupPagingCentered", .groupPagingCentered),
    ]
    /// The names of SF Symbols, for `systemImage`.
    static let symbolNames: [(String, String)] = Image.systemSymbolNames.map { ($0, $0) }
    static let blendModes: [(String, BlendMode)] = BlendMode.allCases.map { (String(describing: $0), $0) }
}

/// Core Animation's enumerations, for standalone layers.
extension EnumNames {
    static let cornerCurves: [(String, CornerCurve)] = [("circular", .circular), ("continuous", .continuous)]
    static let cornerMasks: [(String, CornerMask)] = [
        ("layerMinXMinYCorner", .layerMinXMinYCorner), ("layerMaxXMinYCorner", .layerMaxXMinYCorner),
        ("layerMinXMaxYCorner", .layerMinXMaxYCorner), ("layerMaxXMaxYCorner", .layerMaxXMaxYCorner),
    ]
    static let contentsGravities: [(String, ContentsGravity)] = [
        ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left), ("right", .right),
        ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight),
        ("resize", .resize), ("resizeAspect", .resizeAspect), ("resizeAspectFill", .resizeAspectFill),
    ]
    static let gradientTypes: [(String, GradientLayer.GradientType)] = [("axial", .axial), ("radial", .radial), ("conic", .conic)]
    static let alignmentModes: [(String, TextLayer.AlignmentMode)] = [
        ("natural", .natural), ("left", .left), ("right", .right), ("center", .center), ("justified", .justified),
    ]
    static let truncationModes: [(String, TextLayer.TruncationMode)] = [
        ("none", .none), ("start", .start), ("middle", .middle), ("end", .end),
    ]
}
