import SwiftUI

#Preview {
    Image("preview_photo")
}
