/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Confirm_LabelInputs */

const en_own_sub_confirm_label = /** @type {(inputs: Own_Sub_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm cancellation`)
};

const de_own_sub_confirm_label = /** @type {(inputs: Own_Sub_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kündigung bestätigen`)
};

const fr_own_sub_confirm_label = /** @type {(inputs: Own_Sub_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer l'annulation`)
};

const es_own_sub_confirm_label = /** @type {(inputs: Own_Sub_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar cancelación`)
};

const pt_br2_own_sub_confirm_label = /** @type {(inputs: Own_Sub_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar cancelamento`)
};

const ja_own_sub_confirm_label = /** @type {(inputs: Own_Sub_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解約の確認`)
};

const ko_own_sub_confirm_label = /** @type {(inputs: Own_Sub_Confirm_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`해지 확인`)
};

/**
* | output |
* | --- |
* | "Confirm cancellation" |
*
* @param {Own_Sub_Confirm_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_confirm_label = /** @type {((inputs?: Own_Sub_Confirm_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Confirm_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_confirm_label(inputs)
	if (locale === "fr") return fr_own_sub_confirm_label(inputs)
	if (locale === "es") return es_own_sub_confirm_label(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_confirm_label(inputs)
	if (locale === "ja") return ja_own_sub_confirm_label(inputs)
	if (locale === "ko") return ko_own_sub_confirm_label(inputs)
	return en_own_sub_confirm_label(inputs)
});