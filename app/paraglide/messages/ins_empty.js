/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_EmptyInputs */

const en_ins_empty = /** @type {(inputs: Ins_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no LAN centers or LAN parties yet. Once one is listed, its views and clicks show here.`)
};

const de_ins_empty = /** @type {(inputs: Ins_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast noch keine LAN-Center oder LAN-Partys. Sobald eines gelistet ist, siehst du hier seine Aufrufe und Klicks.`)
};

const fr_ins_empty = /** @type {(inputs: Ins_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez encore aucun centre LAN ni aucune LAN party. Dès qu'une fiche est publiée, ses vues et ses clics s'affichent ici.`)
};

const es_ins_empty = /** @type {(inputs: Ins_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes centros LAN ni LAN parties. Cuando uno aparezca publicado, sus visitas y clics se mostrarán aquí.`)
};

const pt_br2_ins_empty = /** @type {(inputs: Ins_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você ainda não tem centros LAN nem LAN parties. Quando um estiver publicado, as visualizações e os cliques aparecem aqui.`)
};

const ja_ins_empty = /** @type {(inputs: Ins_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだLANセンターやLANパーティーがありません。掲載されると、閲覧数とクリック数がここに表示されます。`)
};

const ko_ins_empty = /** @type {(inputs: Ins_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 LAN 센터나 LAN 파티가 없습니다. 등록되면 조회수와 클릭 수가 여기에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "You have no LAN centers or LAN parties yet. Once one is listed, its views and clicks show here." |
*
* @param {Ins_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_empty = /** @type {((inputs?: Ins_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_empty(inputs)
	if (locale === "fr") return fr_ins_empty(inputs)
	if (locale === "es") return es_ins_empty(inputs)
	if (locale === "pt-BR") return pt_br2_ins_empty(inputs)
	if (locale === "ja") return ja_ins_empty(inputs)
	if (locale === "ko") return ko_ins_empty(inputs)
	return en_ins_empty(inputs)
});