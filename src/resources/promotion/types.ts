import type { RaRecord } from 'react-admin';

export interface PartnerRecord extends RaRecord {
    name: string;
    promoCode: string;
    promoLink: string;
    contactNumber: string;
    partnerSaleDiscount: number;
    partnerRentDiscount: number;
    rentWeeklyDiscount: string;
    isActive: boolean;
    version: number;
}

export interface ReferralRecord extends RaRecord {
    prospectId: string;
    name: string;
    promoCode: string;
    prospectPhoneNumber: string;
    referralProspectId: string;
    referralName: string;
    referralPhoneNumber: string;
    isPurchased: boolean;
    dealType: string;
    source: string;
}
