import SwiftUI
import UIKit

struct WidgetView: View {
    var body: some View {
        Image(uiImage: UIImage(named: "widget_bg")!)
        // The app's catalog is not in the widget's bundle.
        Image(uiImage: UIImage(named: "tab_home")!)
        // The widget's own catalog has a badge too.
        Image(uiImage: UIImage(named: "badge")!)
        // SwiftGen's accessor loads from Kit's bundle, whatever target calls it; a font is no image.
        Image(uiImage: Asset.kitBadge.image)
        Text("Kit").font(Font(FontFamily.Brand.regular.font(size: 20)))
    }
}
