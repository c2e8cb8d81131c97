/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Resend_DetailsInputs */

const en_own_resend_details = /** @type {(inputs: Own_Resend_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend My Details`)
};

const de_own_resend_details = /** @type {(inputs: Own_Resend_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten erneut senden`)
};

const fr_own_resend_details = /** @type {(inputs: Own_Resend_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer mes informations`)
};

const es_own_resend_details = /** @type {(inputs: Own_Resend_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar mis datos`)
};

const pt_br2_own_resend_details = /** @type {(inputs: Own_Resend_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar meus dados`)
};

const ja_own_resend_details = /** @type {(inputs: Own_Resend_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`詳細を再送信`)
};

const ko_own_resend_details = /** @type {(inputs: Own_Resend_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 정보 다시 보내기`)
};

/**
* | output |
* | --- |
* | "Resend My Details" |
*
* @param {Own_Resend_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_resend_details = /** @type {((inputs?: Own_Resend_DetailsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Resend_DetailsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_resend_details(inputs)
	if (locale === "fr") return fr_own_resend_details(inputs)
	if (locale === "es") return es_own_resend_details(inputs)
	if (locale === "pt-BR") return pt_br2_own_resend_details(inputs)
	if (locale === "ja") return ja_own_resend_details(inputs)
	if (locale === "ko") return ko_own_resend_details(inputs)
	return en_own_resend_details(inputs)
});