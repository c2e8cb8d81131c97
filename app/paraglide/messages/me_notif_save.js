/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Notif_SaveInputs */

const en_me_notif_save = /** @type {(inputs: Me_Notif_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

const de_me_notif_save = /** @type {(inputs: Me_Notif_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern`)
};

const fr_me_notif_save = /** @type {(inputs: Me_Notif_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

const es_me_notif_save = /** @type {(inputs: Me_Notif_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

const pt_br2_me_notif_save = /** @type {(inputs: Me_Notif_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar`)
};

const ja_me_notif_save = /** @type {(inputs: Me_Notif_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存`)
};

const ko_me_notif_save = /** @type {(inputs: Me_Notif_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`저장`)
};

/**
* | output |
* | --- |
* | "Save" |
*
* @param {Me_Notif_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_notif_save = /** @type {((inputs?: Me_Notif_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Notif_SaveInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_notif_save(inputs)
	if (locale === "fr") return fr_me_notif_save(inputs)
	if (locale === "es") return es_me_notif_save(inputs)
	if (locale === "pt-BR") return pt_br2_me_notif_save(inputs)
	if (locale === "ja") return ja_me_notif_save(inputs)
	if (locale === "ko") return ko_me_notif_save(inputs)
	return en_me_notif_save(inputs)
});