/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown>, community: NonNullable<unknown>, party: NonNullable<unknown>, changes: NonNullable<unknown> }} Adr_IntroInputs */

const en_adr_intro = /** @type {(inputs: Adr_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} centers, ${i?.community} communities and ${i?.party} LAN parties are waiting for review, and ${i?.changes} edits of verified items. A center appears on the map once it and its community are verified.`)
};

const de_adr_intro = /** @type {(inputs: Adr_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zur Prüfung warten: Center: ${i?.center}, Communities: ${i?.community}, LAN-Partys: ${i?.party} sowie ${i?.changes} Änderungen an verifizierten Einträgen. Ein Center erscheint auf der Karte, sobald es und seine Community verifiziert sind.`)
};

const fr_adr_intro = /** @type {(inputs: Adr_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En attente de vérification : centres : ${i?.center}, communautés : ${i?.community}, LAN parties : ${i?.party}, ainsi que ${i?.changes} modifications d’éléments vérifiés. Un centre apparaît sur la carte dès que lui et sa communauté sont vérifiés.`)
};

const es_adr_intro = /** @type {(inputs: Adr_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pendientes de revisión: centros: ${i?.center}, comunidades: ${i?.community}, LAN parties: ${i?.party}, y ${i?.changes} ediciones de elementos verificados. Un centro aparece en el mapa cuando él y su comunidad están verificados.`)
};

const pt_br2_adr_intro = /** @type {(inputs: Adr_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aguardando revisão: centros: ${i?.center}, comunidades: ${i?.community}, LAN parties: ${i?.party}, e ${i?.changes} edições de itens verificados. Um centro aparece no mapa assim que ele e sua comunidade forem verificados.`)
};

const ja_adr_intro = /** @type {(inputs: Adr_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`審査待ち：センター ${i?.center} 件、コミュニティ ${i?.community} 件、LANパーティー ${i?.party} 件、認証済み項目の編集 ${i?.changes} 件。センターは、センターとそのコミュニティの両方が認証されると地図に表示されます。`)
};

const ko_adr_intro = /** @type {(inputs: Adr_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`검토 대기 중: 센터 ${i?.center}개, 커뮤니티 ${i?.community}개, LAN 파티 ${i?.party}개, 인증된 항목의 수정 ${i?.changes}건. 센터는 센터와 해당 커뮤니티가 모두 인증되면 지도에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "{center} centers, {community} communities and {party} LAN parties are waiting for review, and {changes} edits of verified items. A center appears on the map ..." |
*
* @param {Adr_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_intro = /** @type {((inputs: Adr_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_intro(inputs)
	if (locale === "fr") return fr_adr_intro(inputs)
	if (locale === "es") return es_adr_intro(inputs)
	if (locale === "pt-BR") return pt_br2_adr_intro(inputs)
	if (locale === "ja") return ja_adr_intro(inputs)
	if (locale === "ko") return ko_adr_intro(inputs)
	return en_adr_intro(inputs)
});