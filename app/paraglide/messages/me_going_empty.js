/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Me_Going_EmptyInputs */

const en_me_going_empty = /** @type {(inputs: Me_Going_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're not going to any events yet. ${i?.link} to find one near you.`)
};

const de_me_going_empty = /** @type {(inputs: Me_Going_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du hast noch für kein Event zugesagt. ${i?.link}, um eines in deiner Nähe zu finden.`)
};

const fr_me_going_empty = /** @type {(inputs: Me_Going_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous ne participez encore à aucun événement. ${i?.link} pour en trouver un près de chez vous.`)
};

const es_me_going_empty = /** @type {(inputs: Me_Going_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todavía no vas a ningún evento. ${i?.link} para encontrar uno cerca de ti.`)
};

const pt_br2_me_going_empty = /** @type {(inputs: Me_Going_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você ainda não vai a nenhum evento. ${i?.link} para encontrar um perto de você.`)
};

const ja_me_going_empty = /** @type {(inputs: Me_Going_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`参加予定のイベントはまだありません。${i?.link}で近くのイベントを探しましょう。`)
};

const ko_me_going_empty = /** @type {(inputs: Me_Going_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`아직 참석할 이벤트가 없습니다. ${i?.link}에서 가까운 이벤트를 찾아보세요.`)
};

/**
* | output |
* | --- |
* | "You're not going to any events yet. {link} to find one near you." |
*
* @param {Me_Going_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_going_empty = /** @type {((inputs: Me_Going_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Going_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_going_empty(inputs)
	if (locale === "fr") return fr_me_going_empty(inputs)
	if (locale === "es") return es_me_going_empty(inputs)
	if (locale === "pt-BR") return pt_br2_me_going_empty(inputs)
	if (locale === "ja") return ja_me_going_empty(inputs)
	if (locale === "ko") return ko_me_going_empty(inputs)
	return en_me_going_empty(inputs)
});