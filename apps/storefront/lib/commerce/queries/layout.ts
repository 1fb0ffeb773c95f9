const menuItemFields =
  'id name identifier depth position bold highlight thumbnail banner bannerLink link { link rel target }';

export const layoutQuery = /* GraphQL */ `
  query LayoutData {
    layoutData {
      generalInformation {
        storeName
        address { street postcode city country }
        phoneNumber
        email
        openingHours
        openingHour
        closingHour
        openingDays
        timezone
        taxId
        chamberOfCommerce
      }
      menuItems { ${menuItemFields} children { ${menuItemFields} children { ${menuItemFields} } } }
      footerItems { id title url_path children { id title url_path } }
      usps { general { id icon text link } account { id icon text link } }
      serviceNavItems { id label url_path }
      footer {
        paymentLogos { id label image url }
        certificates { id label image url }
        socialLinks { id label url }
        serviceLinks { id label url_path }
      }
      minimalHeader
      minimalFooter
      reviewRating { rating count }
    }
  }
`;
