/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_EndedInputs */

const en_own_ls_ended = /** @type {(inputs: Own_Ls_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended: no longer listed on the events page.`)
};

const de_own_ls_ended = /** @type {(inputs: Own_Ls_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beendet: nicht mehr auf der Veranstaltungsseite.`)
};

const fr_own_ls_ended = /** @type {(inputs: Own_Ls_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminé : n'apparaît plus sur la page des événements.`)
};

const es_own_ls_ended = /** @type {(inputs: Own_Ls_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalizada: ya no aparece en la página de eventos.`)
};

const pt_br2_own_ls_ended = /** @type {(inputs: Own_Ls_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encerrada: não aparece mais na página de eventos.`)
};

const ja_own_ls_ended = /** @type {(inputs: Own_Ls_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`終了：イベントページには掲載されなくなりました。`)
};

const ko_own_ls_ended = /** @type {(inputs: Own_Ls_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`종료됨: 더 이상 이벤트 페이지에 표시되지 않습니다.`)
};

/**
* | output |
* | --- |
* | "Ended: no longer listed on the events page." |
*
* @param {Own_Ls_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_ended = /** @type {((inputs?: Own_Ls_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_EndedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_ended(inputs)
	if (locale === "fr") return fr_own_ls_ended(inputs)
	if (locale === "es") return es_own_ls_ended(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_ended(inputs)
	if (locale === "ja") return ja_own_ls_ended(inputs)
	if (locale === "ko") return ko_own_ls_ended(inputs)
	return en_own_ls_ended(inputs)
});