/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Cat_MembershipInputs */

const en_faq_cat_membership = /** @type {(inputs: Faq_Cat_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership`)
};

const de_faq_cat_membership = /** @type {(inputs: Faq_Cat_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft`)
};

const fr_faq_cat_membership = /** @type {(inputs: Faq_Cat_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adhésion`)
};

const es_faq_cat_membership = /** @type {(inputs: Faq_Cat_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membresía`)
};

const pt_br2_faq_cat_membership = /** @type {(inputs: Faq_Cat_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assinatura`)
};

const ja_faq_cat_membership = /** @type {(inputs: Faq_Cat_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メンバーシップ`)
};

const ko_faq_cat_membership = /** @type {(inputs: Faq_Cat_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`멤버십`)
};

/**
* | output |
* | --- |
* | "Membership" |
*
* @param {Faq_Cat_MembershipInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_cat_membership = /** @type {((inputs?: Faq_Cat_MembershipInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Cat_MembershipInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_cat_membership(inputs)
	if (locale === "fr") return fr_faq_cat_membership(inputs)
	if (locale === "es") return es_faq_cat_membership(inputs)
	if (locale === "pt-BR") return pt_br2_faq_cat_membership(inputs)
	if (locale === "ja") return ja_faq_cat_membership(inputs)
	if (locale === "ko") return ko_faq_cat_membership(inputs)
	return en_faq_cat_membership(inputs)
});