/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Consent_DeclinedInputs */

const en_adr_consent_declined = /** @type {(inputs: Adr_Consent_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`that owner declined it; it is not shown on the center's page`)
};

const de_adr_consent_declined = /** @type {(inputs: Adr_Consent_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dieser Inhaber hat abgelehnt; sie wird nicht auf der Seite des Centers gezeigt`)
};

const fr_adr_consent_declined = /** @type {(inputs: Adr_Consent_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ce propriétaire l’a refusé ; elle n’apparaît pas sur la page du centre`)
};

const es_adr_consent_declined = /** @type {(inputs: Adr_Consent_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ese propietario lo rechazó; no se muestra en la página del centro`)
};

const pt_br2_adr_consent_declined = /** @type {(inputs: Adr_Consent_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esse proprietário recusou; ela não aparece na página do centro`)
};

const ja_adr_consent_declined = /** @type {(inputs: Adr_Consent_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`そのオーナーは辞退しました。センターのページには表示されません`)
};

const ko_adr_consent_declined = /** @type {(inputs: Adr_Consent_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`해당 소유자가 거절했습니다. 센터 페이지에 표시되지 않습니다`)
};

/**
* | output |
* | --- |
* | "that owner declined it; it is not shown on the center's page" |
*
* @param {Adr_Consent_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_consent_declined = /** @type {((inputs?: Adr_Consent_DeclinedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Consent_DeclinedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_consent_declined(inputs)
	if (locale === "fr") return fr_adr_consent_declined(inputs)
	if (locale === "es") return es_adr_consent_declined(inputs)
	if (locale === "pt-BR") return pt_br2_adr_consent_declined(inputs)
	if (locale === "ja") return ja_adr_consent_declined(inputs)
	if (locale === "ko") return ko_adr_consent_declined(inputs)
	return en_adr_consent_declined(inputs)
});