/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Capacity_HintInputs */

const en_reg_capacity_hint = /** @type {(inputs: Reg_Capacity_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How many gamers can RSVP. Leave empty for no limit; when full, gamers join a waitlist.`)
};

const de_reg_capacity_hint = /** @type {(inputs: Reg_Capacity_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie viele Gamer zusagen können. Leer lassen für keine Begrenzung; wenn es voll ist, kommen Gamer auf die Warteliste.`)
};

const fr_reg_capacity_hint = /** @type {(inputs: Reg_Capacity_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de joueurs pouvant s'inscrire. Laissez vide pour ne pas limiter ; une fois complet, les joueurs rejoignent une liste d'attente.`)
};

const es_reg_capacity_hint = /** @type {(inputs: Reg_Capacity_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuántos jugadores pueden confirmar asistencia. Déjalo vacío para no poner límite; cuando se llene, los jugadores pasan a una lista de espera.`)
};

const pt_br2_reg_capacity_hint = /** @type {(inputs: Reg_Capacity_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantos gamers podem confirmar presença. Deixe em branco para não ter limite; quando lotar, os gamers entram numa lista de espera.`)
};

const ja_reg_capacity_hint = /** @type {(inputs: Reg_Capacity_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加表明できるゲーマーの人数です。上限なしの場合は空欄にしてください。満員になるとキャンセル待ちになります。`)
};

const ko_reg_capacity_hint = /** @type {(inputs: Reg_Capacity_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참가 신청할 수 있는 게이머 수입니다. 제한이 없으면 비워 두세요. 가득 차면 대기자 명단에 올라갑니다.`)
};

/**
* | output |
* | --- |
* | "How many gamers can RSVP. Leave empty for no limit; when full, gamers join a waitlist." |
*
* @param {Reg_Capacity_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_capacity_hint = /** @type {((inputs?: Reg_Capacity_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Capacity_HintInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_capacity_hint(inputs)
	if (locale === "fr") return fr_reg_capacity_hint(inputs)
	if (locale === "es") return es_reg_capacity_hint(inputs)
	if (locale === "pt-BR") return pt_br2_reg_capacity_hint(inputs)
	if (locale === "ja") return ja_reg_capacity_hint(inputs)
	if (locale === "ko") return ko_reg_capacity_hint(inputs)
	return en_reg_capacity_hint(inputs)
});