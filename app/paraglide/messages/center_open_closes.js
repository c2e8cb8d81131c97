/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Center_Open_ClosesInputs */

const en_center_open_closes = /** @type {(inputs: Center_Open_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open now · closes ${i?.time}`)
};

const de_center_open_closes = /** @type {(inputs: Center_Open_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jetzt geöffnet · schließt um ${i?.time}`)
};

const fr_center_open_closes = /** @type {(inputs: Center_Open_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvert · ferme à ${i?.time}`)
};

const es_center_open_closes = /** @type {(inputs: Center_Open_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abierto ahora · cierra a las ${i?.time}`)
};

const pt_br2_center_open_closes = /** @type {(inputs: Center_Open_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aberto agora · fecha às ${i?.time}`)
};

const ja_center_open_closes = /** @type {(inputs: Center_Open_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`営業中・${i?.time}閉店`)
};

const ko_center_open_closes = /** @type {(inputs: Center_Open_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`영업 중 · ${i?.time}에 종료`)
};

/**
* | output |
* | --- |
* | "Open now · closes {time}" |
*
* @param {Center_Open_ClosesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_open_closes = /** @type {((inputs: Center_Open_ClosesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Open_ClosesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_open_closes(inputs)
	if (locale === "fr") return fr_center_open_closes(inputs)
	if (locale === "es") return es_center_open_closes(inputs)
	if (locale === "pt-BR") return pt_br2_center_open_closes(inputs)
	if (locale === "ja") return ja_center_open_closes(inputs)
	if (locale === "ko") return ko_center_open_closes(inputs)
	return en_center_open_closes(inputs)
});