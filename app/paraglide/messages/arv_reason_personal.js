/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Reason_PersonalInputs */

const en_arv_reason_personal = /** @type {(inputs: Arv_Reason_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal information`)
};

const de_arv_reason_personal = /** @type {(inputs: Arv_Reason_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persönliche Daten`)
};

const fr_arv_reason_personal = /** @type {(inputs: Arv_Reason_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations personnelles`)
};

const es_arv_reason_personal = /** @type {(inputs: Arv_Reason_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información personal`)
};

const pt_br2_arv_reason_personal = /** @type {(inputs: Arv_Reason_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informações pessoais`)
};

const ja_arv_reason_personal = /** @type {(inputs: Arv_Reason_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`個人情報`)
};

const ko_arv_reason_personal = /** @type {(inputs: Arv_Reason_PersonalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`개인 정보`)
};

/**
* | output |
* | --- |
* | "Personal information" |
*
* @param {Arv_Reason_PersonalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_reason_personal = /** @type {((inputs?: Arv_Reason_PersonalInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Reason_PersonalInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_reason_personal(inputs)
	if (locale === "fr") return fr_arv_reason_personal(inputs)
	if (locale === "es") return es_arv_reason_personal(inputs)
	if (locale === "pt-BR") return pt_br2_arv_reason_personal(inputs)
	if (locale === "ja") return ja_arv_reason_personal(inputs)
	if (locale === "ko") return ko_arv_reason_personal(inputs)
	return en_arv_reason_personal(inputs)
});