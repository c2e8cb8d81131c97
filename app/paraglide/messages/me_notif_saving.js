/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Notif_SavingInputs */

const en_me_notif_saving = /** @type {(inputs: Me_Notif_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const de_me_notif_saving = /** @type {(inputs: Me_Notif_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert...`)
};

const fr_me_notif_saving = /** @type {(inputs: Me_Notif_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement...`)
};

const es_me_notif_saving = /** @type {(inputs: Me_Notif_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando...`)
};

const pt_br2_me_notif_saving = /** @type {(inputs: Me_Notif_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvando...`)
};

const ja_me_notif_saving = /** @type {(inputs: Me_Notif_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存中...`)
};

const ko_me_notif_saving = /** @type {(inputs: Me_Notif_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`저장 중...`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Me_Notif_SavingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_notif_saving = /** @type {((inputs?: Me_Notif_SavingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Notif_SavingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_notif_saving(inputs)
	if (locale === "fr") return fr_me_notif_saving(inputs)
	if (locale === "es") return es_me_notif_saving(inputs)
	if (locale === "pt-BR") return pt_br2_me_notif_saving(inputs)
	if (locale === "ja") return ja_me_notif_saving(inputs)
	if (locale === "ko") return ko_me_notif_saving(inputs)
	return en_me_notif_saving(inputs)
});