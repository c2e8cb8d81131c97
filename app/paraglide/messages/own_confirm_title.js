/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Confirm_TitleInputs */

const en_own_confirm_title = /** @type {(inputs: Own_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Your Details`)
};

const de_own_confirm_title = /** @type {(inputs: Own_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätige deine Daten`)
};

const fr_own_confirm_title = /** @type {(inputs: Own_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez vos informations`)
};

const es_own_confirm_title = /** @type {(inputs: Own_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tus datos`)
};

const pt_br2_own_confirm_title = /** @type {(inputs: Own_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme seus dados`)
};

const ja_own_confirm_title = /** @type {(inputs: Own_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`詳細の確認`)
};

const ko_own_confirm_title = /** @type {(inputs: Own_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`정보 확인`)
};

/**
* | output |
* | --- |
* | "Confirm Your Details" |
*
* @param {Own_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_confirm_title = /** @type {((inputs?: Own_Confirm_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Confirm_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_confirm_title(inputs)
	if (locale === "fr") return fr_own_confirm_title(inputs)
	if (locale === "es") return es_own_confirm_title(inputs)
	if (locale === "pt-BR") return pt_br2_own_confirm_title(inputs)
	if (locale === "ja") return ja_own_confirm_title(inputs)
	if (locale === "ko") return ko_own_confirm_title(inputs)
	return en_own_confirm_title(inputs)
});